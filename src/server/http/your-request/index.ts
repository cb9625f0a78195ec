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
import { readUploadForm } from '../../modules/uploads/service.js';
import { currentWizard } from '../../modules/selection/wizard.js';
import { contactUs } from '../../modules/request/contact.js';
import { removeDamageImage, uploadDamageImage } from '../../modules/request/damage.js';
import { submitRequest } from '../../modules/request/submit.js';
import { yourRequest } from '../../modules/request/step.js';
import { sessionOf } from '../../plugins/session.js';

/**
 * Texts over their limits (comments 2000, other comments 400, message 200; docs/rules/limits.md#lengths-and-counts)
 * must reach the shared rules, which answer 'tooLong' with the limit; the wire schemas only cap what a body may
 * carry at all.
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

const requestStep: FastifyPluginAsync = async (app) => {
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
    },
    async (request) => yourRequest(app.ctx, sessionOf(request)),
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
    },
    async (request) => {
      const form = await readUploadForm(app.ctx, request.parts());
      return uploadDamageImage(app.ctx, sessionOf(request), { sourceId: form.fields.sourceId, file: form.file });
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
    },
    async (request) => removeDamageImage(app.ctx, sessionOf(request), request.body.sourceId),
  );
};

const contactAndSubmit: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    },
    async (request) =>
      contactUs(app.ctx, sessionOf(request), {
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
    },
    async (request) => ({
      ...(await submitRequest(app.ctx, sessionOf(request), {
        serviceRequired: request.body.serviceRequired,
        items: request.body.items,
        requestKey: request.body.requestKey,
      })),
      wizard: await currentWizard(app.ctx, sessionOf(request)),
    }),
  );
};

const routes: FastifyPluginAsync = async (app) => {
  // Every call of this folder acts for the session its bearer token names.
  app.addHook('preHandler', app.requireSession);
  await app.register(requestStep);
  await app.register(contactAndSubmit);
};
export default routes;
