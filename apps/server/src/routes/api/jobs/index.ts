import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createJobBodySchema, generateResponseSchema, jobListSchema, jobSchema, updateJobBodySchema } from '@tailor/contract';
import { documentFileName, sendFile } from '../../../lib/http.ts';
import { abortOnDisconnect } from '../../../lib/disconnect.ts';
import { bearer, errors, fileAnswer, renderQuery } from '../../../lib/route-schemas.ts';

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Record a job application (any email in the body is ignored: the token says whose it is)',
        security: bearer,
        body: createJobBodySchema,
        response: { 201: jobSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await app.jobs.create(request.user, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'My applications, most recently updated first',
        security: bearer,
        response: { 200: jobListSchema, ...errors(401) },
      },
    },
    async (request) => app.jobs.list(request.user),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Edit an application (uuid in the body)',
        security: bearer,
        body: updateJobBodySchema,
        response: { 200: jobSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.jobs.update(request.user, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Delete an application and its documents (frees an applications slot)',
        security: bearer,
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      await app.jobs.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/generate/:job_uuid/:resume_uuid',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Write a tailored CV and cover letter for this job from this resume',
        security: bearer,
        params: z.object({ job_uuid: z.string(), resume_uuid: z.string() }),
        response: { 200: generateResponseSchema, ...errors(401, 403, 404, 502, 503, 504) },
      },
    },
    async (request, reply) =>
      app.jobs.generate(request.user, request.params.job_uuid, request.params.resume_uuid, abortOnDisconnect(reply)),
  );

  for (const kind of ['cv', 'cover'] as const) {
    app.get(
      `/download/${kind}/:id`,
      {
        schema: {
          tags: ['jobs'],
          summary: kind === 'cv' ? 'The tailored CV (PDF) of the latest generation' : 'The cover letter (PDF) of the latest generation',
          security: bearer,
          params: z.object({ id: z.string() }),
          querystring: renderQuery,
          response: { 200: fileAnswer, ...errors(401, 404, 422, 429) },
        },
      },
      async (request, reply) => {
        const { pdf, job, createdAt } = await app.jobs.document(request.user, request.params.id, kind, request.query);
        const name = documentFileName(kind === 'cv' ? 'cv' : 'cover_letter', job.position, job.id, createdAt);
        return sendFile(reply, pdf, 'application/pdf', name);
      },
    );
  }
};

export default jobRoutes;
