import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_FIELD_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../shared/limits.js';

/** Uploads: one file of at most 4 MB per request, refused while it streams. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: UPLOAD_FIELD_MAX_BYTES },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
