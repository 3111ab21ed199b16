import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  metricsSchema,
  signupBodySchema,
  signupResponseSchema,
  updateProfileBodySchema,
  usageHistorySchema,
  userSchema,
} from '@tailor/contract';
import { bearer, errors, PUBLIC_BODY_LIMIT } from '../../../lib/route-schemas.ts';

export interface AuthRouteOptions {
  /** Per-IP limit on sign-in and sign-up attempts. */
  authRateLimit: { max: number; timeWindow: number };
}

const accounts: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const rateLimit = { max: opts.authRateLimit.max, timeWindow: opts.authRateLimit.timeWindow };

  app.post(
    '/signup',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with email and password',
        body: signupBodySchema,
        response: { 201: signupResponseSchema, ...errors(400, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.users.signup(request.body);
      return reply.status(201).send({ user: app.users.toUser(user) });
    },
  );

  app.post(
    '/login',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const user = await app.users.login(request.body.email, request.body.password, request.ip);
      return app.users.sessionFor(user);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: this token and every other one issued before it stop working',
        security: bearer,
        response: { 200: messageResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      await app.users.signOut(request.user);
      return { message: 'Signed out' };
    },
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change my full name',
        security: bearer,
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...errors(400, 401) },
      },
    },
    async (request) => app.users.toUser(await app.users.updateProfile(request.user, request.body.fullname)),
  );

  app.patch(
    '/password',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Change my password; every other session ends',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({
      jwt: await app.users.changePassword(
        request.user,
        request.body.current_password,
        request.body.new_password,
      ),
    }),
  );

  app.get(
    '/metrics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'My usage against my plan limits',
        security: bearer,
        response: { 200: metricsSchema, ...errors(401) },
      },
    },
    async (request) => app.limits.metrics(request.user),
  );

  app.get(
    '/usage-history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'My uploads, applications and generations per month, last 6 months',
        security: bearer,
        response: { 200: usageHistorySchema, ...errors(401) },
      },
    },
    async (request) => app.limits.usageHistory(request.user),
  );
};

export default accounts;
