// The applications page against a fake API: its jobs, resumes and metrics, with state a case can change.
import userEvent from '@testing-library/user-event';
import { type Job, type Metrics, type PublicConfig, type ResumeSummary } from '@tailor/contract';
import { useAppState } from '../../stores/app-state.ts';
import { json, renderPage, stubFetch, type FetchCall } from '../../test/render.tsx';
import { ApplicationsRoute } from './applications.tsx';

export const baseMetrics: Metrics = {
  resumes_count: 1,
  resumes_limit: 3,
  applications_count: 1,
  applications_limit: 10,
  consumed_generations: 0,
  generation_limit: 2,
};

export const job = (over: Partial<Job> = {}): Job => ({
  uuid: 'j1',
  position: 'Senior Frontend Developer',
  employer: 'Acme',
  job_description: 'React, TypeScript and accessibility.',
  language: 'en',
  gen_count: 0,
  email: 'ada@example.com',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  generation: null,
  ...over,
});

export const resumes: ResumeSummary[] = [
  {
    uuid: 'r1',
    title: 'Frontend 2026',
    filename: 'ada.pdf',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    reviewed_at: null,
    uncertain_count: 0,
    language: 'en',
  },
];

export interface ServerState {
  jobs: Job[];
  metrics: Metrics;
  generate?: (call: FetchCall) => Response | Promise<Response>;
  download?: (call: FetchCall) => Response;
  resumes?: ResumeSummary[];
  /** What GET /api/config answers (a 404 without it, as from a server that fails it). */
  config?: PublicConfig;
}

/** The API of the test: answers by path, with state a case can change. */
const server = (state: ServerState) =>
  stubFetch(async (call) => {
    const path = call.url.replace(/^\/api/, '');
    if (path === '/auth/metrics') return json(200, state.metrics);
    if (path === '/config' && state.config) return json(200, state.config);
    if (path === '/resumes/') return json(200, state.resumes ?? resumes);
    if (path === '/jobs/' && call.method === 'GET') return json(200, state.jobs);
    if (path === '/jobs/' && call.method === 'POST') {
      const body = call.body as Pick<Job, 'position' | 'employer' | 'job_description'>;
      return json(201, job({ uuid: 'j-new', ...body }));
    }
    if (path.startsWith('/jobs/generate/') && state.generate) return state.generate(call);
    if (path.startsWith('/jobs/download/') && state.download) return state.download(call);
    return json(404, { detail: 'Not found', code: 'not_found' });
  });

export const setup = (state: ServerState) => {
  const calls = server(state);
  useAppState.setState({
    token: 'jwt-1',
    user: { id: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', plan: 'free' },
    metrics: state.metrics,
  });
  const user = userEvent.setup();
  renderPage(<ApplicationsRoute />, '/applications');
  return { user, calls };
};

export const sent = (calls: FetchCall[], method: string, prefix: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(`/api${prefix}`));
