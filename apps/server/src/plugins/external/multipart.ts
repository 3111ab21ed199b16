import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@tailor/contract';

/** Uploads are streamed with a hard cap: nothing past 5 MB is ever buffered. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 10,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
