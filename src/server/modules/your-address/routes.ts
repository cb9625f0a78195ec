import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddressSubmitBody,
  ZAddressSubmitResponse,
  ZAddressUpdateBody,
  ZAddressUpdateResponse,
  ZApiError,
  ZStoreQuery,
  ZYourAddressResponse,
} from '../../../shared/schemas/index.js';
import { currentWizard } from '../your-products/wizard.js';
import { saveAddress, submitAddress, yourAddress } from './service.js';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZStoreQuery,
        response: { 200: ZYourAddressResponse, 401: ZApiError },
        tags: ['your-address'],
        summary:
          "Saved shipping addresses and the store's countries; status fail when no replacement waits for an address",
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => yourAddress(app.ctx, request.session!),
  );

  r.post(
    '/update',
    {
      schema: {
        body: ZAddressUpdateBody,
        response: { 200: ZAddressUpdateResponse, ...errors },
        tags: ['your-address'],
        summary: 'Create (id 0) or change a saved shipping address',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => saveAddress(app.ctx, request.session!, request.body.address),
  );

  r.post(
    '/submit',
    {
      schema: {
        body: ZAddressSubmitBody,
        response: { 200: ZAddressSubmitResponse, ...errors },
        tags: ['your-address'],
        summary: 'Ship the waiting replacement to a saved address: creates the RMA',
        security: [{ bearer: [] }],
      },
      preHandler: app.requireSession,
    },
    async (request) => ({
      ...(await submitAddress(app.ctx, request.session!, {
        addressId: request.body.address.id,
        requestKey: request.body.requestKey,
      })),
      wizard: await currentWizard(app.ctx, request.session!),
    }),
  );
};

export default routes;
