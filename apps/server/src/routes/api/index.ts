import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import meta from './meta.ts';
import accounts from './auth/index.ts';
import account from './auth/account.ts';
import google from './auth/google.ts';
import passwordReset from './auth/password-reset.ts';
import stripe from './stripe/index.ts';
import resumes from './resumes/index.ts';
import jobs from './jobs/index.ts';

export interface RouteOptions {
  config: Config;
  /** Per-IP limit on sign-in, sign-up and account deletion attempts. */
  authRateLimit: { max: number; timeWindow: number };
}

/**
 * The folder is the URL: every file in routes/api/<folder>/ answers under /api/<folder>, and a file
 * directly in routes/api/ under /api. A new route file goes in the folder of its URL and in this table.
 */
const byFolder: Record<string, FastifyPluginAsync<RouteOptions>[]> = {
  '': [meta],
  auth: [accounts, passwordReset, google, account],
  stripe: [stripe],
  resumes: [resumes],
  jobs: [jobs],
};

const api: FastifyPluginAsync<RouteOptions> = async (app, opts) => {
  for (const [folder, plugins] of Object.entries(byFolder)) {
    for (const plugin of plugins) await app.register(plugin, { ...opts, prefix: folder ? `/${folder}` : '' });
  }
};

export default api;
