import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createJobBodySchema,
  documentFileName,
  documentFormatSchema,
  documentPreviewSchema,
  generateOptionsSchema,
  generateResponseSchema,
  generationDetailSchema,
  generationDocumentKindSchema,
  previewGenerationBodySchema,
  jobListSchema,
  jobSchema,
  updateGenerationBodySchema,
  updateJobBodySchema,
} from '@tailor/contract';
import { sendFile } from '../../../lib/http.ts';
import { abortOnDisconnect } from '../../../lib/disconnect.ts';
import { bearer, errors, fileAnswer, renderQuery } from '../../../lib/route-schemas.ts';

/** A posting is pasted from a web page or a PDF viewer, with whatever breaks and controls it held. */
const pastedText = ['job_description'] as const;

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
      config: { pastedText },
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
    async (request) => app.sessionCache.view(request.user.id, 'jobs', () => app.jobs.list(request.user)),
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
      config: { pastedText },
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
        summary:
          'Write a tailored CV and cover letter for this job from this resume (optional body: template, paper, language)',
        security: bearer,
        params: z.object({ job_uuid: z.string(), resume_uuid: z.string() }),
        body: generateOptionsSchema.nullish(),
        response: { 200: generateResponseSchema, ...errors(400, 401, 403, 404, 502, 503, 504) },
      },
    },
    async (request, reply) =>
      app.jobs.generate(
        request.user,
        request.params.job_uuid,
        request.params.resume_uuid,
        request.body ?? {},
        abortOnDisconnect(reply),
      ),
  );

  const jobParams = z.object({ job_uuid: z.string() });

  app.get(
    '/:job_uuid/generation',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'The latest generation: options, match, tailored resume data, cover letter and what a reader finds in the CV',
        security: bearer,
        params: jobParams,
        response: { 200: generationDetailSchema, ...errors(401, 404) },
      },
    },
    async (request) => app.jobs.generation(request.user, request.params.job_uuid),
  );

  app.put(
    '/:job_uuid/generation',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Correct the tailored resume data and/or the cover letter, or choose another template, paper or CV language; the documents are rendered again and the CV read back (uses no generation)',
        security: bearer,
        params: jobParams,
        body: updateGenerationBodySchema,
        response: { 200: generationDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.jobs.updateGeneration(request.user, request.params.job_uuid, request.body),
  );

  app.get(
    '/:job_uuid/generation/preview/:kind',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The tailored CV or the cover letter of the latest generation as SVG pages',
        security: bearer,
        params: z.object({ job_uuid: z.string(), kind: generationDocumentKindSchema }),
        response: { 200: documentPreviewSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      pages: await app.jobs.previewGeneration(request.user, request.params.job_uuid, request.params.kind),
    }),
  );

  app.post(
    '/:job_uuid/generation/preview/:kind',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Unsaved corrections or options of the latest generation rendered as SVG pages (live preview; nothing is stored)',
        security: bearer,
        params: z.object({ job_uuid: z.string(), kind: generationDocumentKindSchema }),
        body: previewGenerationBodySchema,
        response: { 200: documentPreviewSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      pages: await app.jobs.previewGeneration(
        request.user,
        request.params.job_uuid,
        request.params.kind,
        request.body,
      ),
    }),
  );

  for (const kind of ['cv', 'cover'] as const) {
    app.get(
      `/download/${kind}/:id`,
      {
        schema: {
          tags: ['jobs'],
          summary:
            kind === 'cv'
              ? 'The tailored CV of the latest generation (PDF, or DOCX with ?format=docx)'
              : 'The cover letter of the latest generation (PDF, or DOCX with ?format=docx)',
          security: bearer,
          params: z.object({ id: z.string() }),
          querystring: renderQuery.extend({ format: documentFormatSchema.optional() }),
          response: { 200: fileAnswer, ...errors(401, 404, 422, 429) },
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? 'pdf';
        const { bytes, job, createdAt } = await app.jobs.document(
          request.user,
          request.params.id,
          kind,
          request.query,
        );
        const name = documentFileName(
          kind === 'cv' ? 'cv' : 'cover_letter',
          job.position,
          job.id,
          createdAt,
          format,
        );
        const type =
          format === 'docx'
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'application/pdf';
        return sendFile(reply, bytes, type, name);
      },
    );
  }
};

export default jobRoutes;
