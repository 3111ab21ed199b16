import { buildTestApp } from '../../helper.ts';

/* What the auth route tests share: the app and a JSON POST to it. */

export const { app } = await buildTestApp();

export const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
