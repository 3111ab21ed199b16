import { expect, test, vi } from 'vitest';
import type { Job, Metrics, Subscription, User } from '@tailor/contract';
import {
  ALERT_TIMEOUT_MS,
  APP_STATE_STORAGE_KEY,
  firstNameOf,
  initialAppState,
  useAppState,
} from './app-state.ts';

const user: User = { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' };
const metrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 2,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};
const subscription: Subscription = {
  plan_name: 'pro',
  status: 'active',
  amount: 9,
  currency: 'USD',
  interval: 'month',
  current_period_start: null,
  due_date: null,
  cancel_at_period_end: false,
};
const job = (uuid: string): Job => ({
  uuid,
  position: 'Developer',
  employer: 'Acme',
  job_description: 'Build things with TypeScript',
  language: 'en',
  gen_count: 0,
  email: user.email,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  generation: null,
});

const persisted = () =>
  JSON.parse(localStorage.getItem(APP_STATE_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  };

test('starts empty with exactly the fields of the spec', () => {
  const {
    user: u,
    token,
    jobs,
    resumes,
    currentResume,
    alert,
    subscription: s,
    metrics: m,
  } = useAppState.getState();
  expect({ user: u, token, jobs, resumes, currentResume, alert, subscription: s, metrics: m }).toEqual(
    initialAppState,
  );
  expect(Object.keys(initialAppState).sort()).toEqual(
    ['alert', 'currentResume', 'jobs', 'metrics', 'resumes', 'subscription', 'token', 'user'].sort(),
  );
});

test('persists the whole state under app-state, version 0', () => {
  useAppState.getState().setToken('tok');
  useAppState.getState().setUser(user);
  useAppState.getState().setMetrics(metrics);
  const saved = persisted();
  expect(saved.version).toBe(0);
  expect(saved.state).toMatchObject({ token: 'tok', user, metrics, jobs: [], resumes: [] });
});

test('restores the saved state on load', async () => {
  localStorage.setItem(
    APP_STATE_STORAGE_KEY,
    JSON.stringify({ state: { ...initialAppState, token: 'saved', user }, version: 0 }),
  );
  await useAppState.persist.rehydrate();
  expect(useAppState.getState().token).toBe('saved');
  expect(useAppState.getState().user).toEqual(user);
});

test('addJob puts the new job first, where the server lists it after a reload', () => {
  useAppState.getState().setJobs([job('a')]);
  useAppState.getState().addJob(job('b'));
  expect(useAppState.getState().jobs.map((j) => j.uuid)).toEqual(['b', 'a']);
});

test('a restored alert stays only for the rest of its 3000 ms', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  useAppState.getState().setAlert({ type: 'success', message: 'Saved' });
  vi.advanceTimersByTime(1000);
  // A reload: the state comes back from storage with the alert, and its time left.
  await useAppState.persist.rehydrate();
  expect(useAppState.getState().alert?.message).toBe('Saved');
  vi.advanceTimersByTime(1999);
  expect(useAppState.getState().alert).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(useAppState.getState().alert).toBeNull();
});

test('an alert from an earlier visit does not come back', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  useAppState.getState().setAlert({ type: 'success', message: 'Saved' });
  const saved = localStorage.getItem(APP_STATE_STORAGE_KEY);
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  localStorage.setItem(APP_STATE_STORAGE_KEY, saved ?? '');
  await useAppState.persist.rehydrate();
  expect(useAppState.getState().alert).toBeNull();
});

test('logout clears the session and the personal data it showed; the alert stays', () => {
  const state = useAppState.getState();
  state.setToken('tok');
  state.setUser(user);
  state.setJobs([job('a')]);
  state.setMetrics(metrics);
  state.setSubscription(subscription);
  state.setAlert({ type: 'success', message: 'Saved' });
  useAppState.getState().logout();
  const after = useAppState.getState();
  expect(after).toMatchObject({
    token: null,
    user: null,
    jobs: [],
    resumes: [],
    currentResume: null,
    metrics: null,
    subscription: null,
    alert: { type: 'success', message: 'Saved' },
  });
  expect(persisted().state).toMatchObject({ token: null, user: null, jobs: [], metrics: null });
  expect(JSON.stringify(persisted())).not.toContain(user.email);
});

test('an alert clears itself after 3000 ms', () => {
  vi.useFakeTimers();
  useAppState.getState().setAlert({ type: 'success', message: 'Saved' });
  vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
  expect(useAppState.getState().alert).toEqual({ type: 'success', message: 'Saved' });
  vi.advanceTimersByTime(1);
  expect(useAppState.getState().alert).toBeNull();
});

test('a newer alert gets its own full 3000 ms', () => {
  vi.useFakeTimers();
  useAppState.getState().setAlert({ type: 'warning', message: 'First' });
  vi.advanceTimersByTime(2000);
  useAppState.getState().setAlert({ type: 'error', message: 'Second' });
  vi.advanceTimersByTime(2000);
  expect(useAppState.getState().alert?.message).toBe('Second');
  vi.advanceTimersByTime(1000);
  expect(useAppState.getState().alert).toBeNull();
});

test('firstNameOf reads the first word of the full name, else the email', () => {
  expect(firstNameOf(user)).toBe('Ada');
  expect(firstNameOf({ fullname: '  ', email: 'zoe@example.com' })).toBe('zoe');
  expect(firstNameOf(null)).toBe('');
});
