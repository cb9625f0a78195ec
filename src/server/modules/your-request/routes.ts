import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZContactUsBody,
  ZRemoveDamageBody,
  ZRequestItem,
  ZStatusOnly,
  ZStore,
  ZStoreQuery,
  ZSubmitBody,
  ZSubmitResponse,
  ZUploadDamageResponse,
  ZYourRequestResponse,
} from '../../../shared/schemas/index.js';
import { readUploadForm } from '../files/service.js';
import { currentWizard } from '../your-products/wizard.js';
import { contactUs, removeDamageImage, submitRequest, uploadDamageImage, yourRequest } from './service.js';

/**
 * Texts over the spec's limits (comments 2000, other comments 400, message 200) must reach the shared
 * rules, which answer 'tooLong' with the limit; the wire schemas only cap what a body may carry at all.
 */
const WIRE_TEXT_MAX = 20_000;
const ZSubmitWireBody = ZSubmitBody.extend({
  items: z
    .array(
      ZRequestItem.extend({
        comments: z.string().max(WIRE_TEXT_MAX).optional().default(''),
        otherComments: z.string().max(WIRE_TEXT_MAX).optional().default(''),
      }),
    )
    .max(50),
});
const ZContactUsWireBody = ZContactUsBody.extend({ message: z.string().max(WIRE_TEXT_MAX) });

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZStoreQuery,
        response: { 200: ZYourRequestResponse, 401: ZApiError },
        tags: ['your-request'],
        summary: 'The request step: selected products, services offered, saved reason info',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => yourRequest(app.ctx, request.session!),
  );

  r.post(
    '/upload-damage-image',
    {
      schema: {
        consumes: ['multipart/form-data'],
        querystring: z.object({ store: ZStore.optional() }),
        response: { 200: ZUploadDamageResponse, ...errors },
        tags: ['your-request'],
        summary:
          'Upload a cosmetic-damage photo: multipart with `file` (JPG, GIF, PNG, PDF, WEBP or ZIP by content, at most 4 MB) and `sourceId`',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => {
      const form = await readUploadForm(app.ctx, request.parts());
      return uploadDamageImage(app.ctx, request.session!, { sourceId: form.fields.sourceId, file: form.file });
    },
  );

  r.post(
    '/remove-damage-image',
    {
      schema: {
        body: ZRemoveDamageBody,
        response: { 200: ZStatusOnly, ...errors },
        tags: ['your-request'],
        summary: "Remove a product's cosmetic-damage photo",
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => removeDamageImage(app.ctx, request.session!, request.body.sourceId),
  );

  r.post(
    '/contact-us',
    {
      schema: {
        body: ZContactUsWireBody,
        response: { 200: ZStatusOnly, ...errors },
        tags: ['your-request'],
        summary: 'Send a contact-us message (channel contact) or a support-chat message (channel chat)',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) =>
      contactUs(app.ctx, request.session!, {
        message: request.body.message,
        channel: request.body.channel,
        email: request.body.email,
      }),
  );

  r.post(
    '/submit',
    {
      schema: {
        body: ZSubmitWireBody,
        response: { 200: ZSubmitResponse, ...errors },
        tags: ['your-request'],
        summary:
          'Submit the request: a refund makes the RMA (success); a repair continues on the address page (address)',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => ({
      ...(await submitRequest(app.ctx, request.session!, {
        serviceRequired: request.body.serviceRequired,
        items: request.body.items,
        requestKey: request.body.requestKey,
      })),
      wizard: await currentWizard(app.ctx, request.session!),
    }),
  );
};

export default routes;
