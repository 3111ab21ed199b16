import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorCode,
  previewResumeBodySchema,
  previewResumeResponseSchema,
  resumeListSchema,
  resumeSchema,
  updateResumeBodySchema,
} from '@tailor/contract';
import { AppError } from '../../../errors.ts';
import { baseName, sendFile } from '../../../lib/http.ts';
import { textProblem, withoutBidiControls } from '../../../lib/text.ts';
import { bearer, errors, fileAnswer, renderQuery } from '../../../lib/route-schemas.ts';

const idParams = z.object({ id: z.string() });
const noTitle = () => new AppError(ErrorCode.validation, 400, 'Please provide a resume title');
const noFile = () => new AppError(ErrorCode.validation, 400, 'Please select a resume file');

/** A form that cannot be read (no or wrong boundary, cut short) is the client's error, 400. */
function badMultipart(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  const code = (err as { code?: unknown }).code;
  // The size cap (413) and the part limits keep their own answers in the error handler.
  if (typeof status === 'number' && status < 500 && typeof code === 'string' && code.startsWith('FST_'))
    return err;
  return new AppError(ErrorCode.validation, 400, 'The upload is not a readable multipart form');
}

const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // The title is the last path segment; an empty one lands here.
  app.post('/', { schema: { hide: true } }, async () => {
    throw noTitle();
  });

  app.post(
    '/:title',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Upload a resume (multipart field "file": PDF or DOCX, at most 5 MB)',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: z.object({ title: z.string() }),
        response: { 201: resumeSchema, ...errors(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const title = request.params.title.trim();
      if (!title) throw noTitle();
      if (title.length > 200)
        throw new AppError(ErrorCode.validation, 400, 'title must be at most 200 characters');
      if (!request.isMultipart()) throw noFile();
      // A user past their upload limits is refused before their file is read from the request.
      await app.resumes.admitUpload(request.user);
      // Streams the one file part; past 5 MB the stream is cut and toBuffer throws (413).
      let file;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              part.file.resume();
              continue;
            }
            file = { filename: part.filename, bytes: await part.toBuffer() };
          }
        }
      } catch (err) {
        throw badMultipart(err);
      }
      if (!file || file.bytes.byteLength === 0) throw noFile();
      const problem = file.filename ? textProblem(file.filename) : undefined;
      if (problem) throw new AppError(ErrorCode.validation, 400, `filename ${problem}`);
      const resume = await app.resumes.upload(request.user, {
        title,
        filename:
          withoutBidiControls(file.filename || '')
            .split(/[\\/]/)
            .pop()!
            .slice(0, 255) || 'resume',
        bytes: new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      });
      return reply.status(201).send(resume);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['resumes'],
        summary: 'My resumes, newest first (without their data)',
        security: bearer,
        response: { 200: resumeListSchema, ...errors(401) },
      },
    },
    async (request) =>
      app.sessionCache.view(request.user.id, 'resumes', () => app.resumes.list(request.user)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'One of my resumes with its data (resume_json, a JSON Resume string)',
        security: bearer,
        params: idParams,
        response: { 200: resumeSchema, ...errors(401, 404) },
      },
    },
    async (request) => app.resumes.get(request.user, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Rename a resume, replace its data and/or mark its data as checked (reviewed: true)',
        security: bearer,
        params: idParams,
        body: updateResumeBodySchema,
        response: { 200: resumeSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.resumes.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Delete a resume (the upload still counts against the lifetime limit)',
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      await app.resumes.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/download/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The resume rendered as PDF from its data',
        security: bearer,
        params: idParams,
        querystring: renderQuery,
        response: { 200: fileAnswer, ...errors(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await app.resumes.renderPdf(request.user, request.params.id, request.query);
      return sendFile(reply, pdf, 'application/pdf', `${baseName(filename)}.pdf`);
    },
  );

  app.post(
    '/:id/preview',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Render unsaved resume data as SVG pages (live preview in the editor)',
        security: bearer,
        params: idParams,
        body: previewResumeBodySchema,
        response: { 200: previewResumeResponseSchema, ...errors(400, 401, 404, 422, 429) },
      },
    },
    async (request) => ({ pages: await app.resumes.preview(request.user, request.params.id, request.body) }),
  );

  app.get(
    '/:id/original',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The file as it was uploaded',
        security: bearer,
        params: idParams,
        response: { 200: fileAnswer, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await app.resumes.original(request.user, request.params.id);
      return sendFile(reply, file.bytes, file.contentType, file.filename);
    },
  );
};

export default resumeRoutes;
