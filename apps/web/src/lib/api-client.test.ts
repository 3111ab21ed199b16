import { expect, test, vi } from 'vitest';
import { TOKEN_INVALID_DETAIL as CONTRACT_TOKEN_INVALID_DETAIL } from '@tailor/contract';
import { json, stubFetch } from '../test/render.tsx';
import { APP_STATE_STORAGE_KEY, useAppState } from '../stores/app-state.ts';
import { api, ApiClientError, getErrorMessage, TOKEN_INVALID_DETAIL } from './api-client.ts';
import { changeLanguage, i18n } from './i18n.ts';

const t = i18n.t.bind(i18n);

test('calls /api with a bearer header only when a token is held', async () => {
  const calls = stubFetch(() => json(200, { ok: true }));
  await api.get('/auth/metrics');
  useAppState.getState().setToken('abc');
  await api.post('/jobs/', { position: 'Dev' });
  expect(calls[0]?.url).toBe('/api/auth/metrics');
  expect(calls[0]?.headers.get('Authorization')).toBeNull();
  expect(calls[1]?.headers.get('Authorization')).toBe('Bearer abc');
  expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
  expect(calls[1]?.body).toEqual({ position: 'Dev' });
});

test('checks answers with the schema it is given', async () => {
  stubFetch(() => json(200, { status: 'ok' }));
  const schema = { parse: (data: unknown) => ({ checked: data }) };
  await expect(api.get('/health', { schema })).resolves.toEqual({ checked: { status: 'ok' } });
});

test('turns an error answer into an ApiClientError with status, code and detail', async () => {
  stubFetch(() => json(409, { detail: 'Email already registered', code: 'email_taken' }));
  const error = await api.post('/auth/signup', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiClientError);
  expect(error).toMatchObject({ status: 409, code: 'email_taken', detail: 'Email already registered' });
});

test('maps an error code to the message of the current language', async () => {
  const error = new ApiClientError(401, 'Invalid email or password', 'invalid_credentials');
  expect(getErrorMessage(error, t, 'Operation failed')).toBe('Incorrect email or password.');
  await changeLanguage('es');
  expect(getErrorMessage(error, t, 'x')).toBe('Correo electrónico o contraseña incorrectos.');
});

test('falls back to the server detail, then to the given fallback', async () => {
  expect(
    getErrorMessage(
      new ApiClientError(400, 'password must be at least 8 characters', 'validation_error'),
      t,
      'Operation failed',
    ),
  ).toBe('password must be at least 8 characters');
  expect(getErrorMessage(new ApiClientError(500), t, 'Operation failed')).toBe('Operation failed');
  expect(getErrorMessage(new TypeError('boom'), t, 'Operation failed')).toBe('Operation failed');

  stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
  const error = await api.get('/jobs/').catch((e: unknown) => e);
  expect(getErrorMessage(error, t, 'Failed to load resumes')).toBe('Failed to load resumes');
});

test('a network failure becomes an ApiClientError with status 0', async () => {
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  await expect(api.get('/config')).rejects.toMatchObject({ status: 0, detail: undefined });
});

test('"Token is invalid" clears local storage and reloads the page', async () => {
  expect(TOKEN_INVALID_DETAIL).toBe(CONTRACT_TOKEN_INVALID_DETAIL);
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  useAppState.getState().setToken('expired');
  localStorage.setItem('language', 'fr');
  stubFetch(() => json(401, { detail: 'Token is invalid', code: 'token_invalid' }));
  await expect(api.get('/resumes/')).rejects.toBeInstanceOf(ApiClientError);
  expect(localStorage.getItem(APP_STATE_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem('language')).toBeNull();
  expect(reload).toHaveBeenCalledOnce();
  vi.restoreAllMocks();
});

test('other 401 answers do not log out', async () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  useAppState.getState().setToken('tok');
  stubFetch(() => json(401, { detail: 'Incorrect email or password', code: 'invalid_credentials' }));
  await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(ApiClientError);
  expect(reload).not.toHaveBeenCalled();
  expect(useAppState.getState().token).toBe('tok');
  vi.restoreAllMocks();
});
