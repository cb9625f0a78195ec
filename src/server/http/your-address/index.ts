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
import { currentWizard } from '../../modules/selection/wizard.js';
import { saveAddress, yourAddress } from '../../modules/addresses/service.js';
import { submitAddress } from '../../modules/request/ship.js';
import { sessionOf } from '../../plugins/session.js';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every call of this folder acts for the session its bearer token names.
  app.addHook('preHandler', app.requireSession);

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
    },
    async (request) => yourAddress(app.ctx, sessionOf(request)),
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
    },
    async (request) => saveAddress(app.ctx, sessionOf(request), request.body.address),
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
    },
    async (request) => ({
      ...(await submitAddress(app.ctx, sessionOf(request), {
        addressId: request.body.address.id,
        requestKey: request.body.requestKey,
      })),
      wizard: await currentWizard(app.ctx, sessionOf(request)),
    }),
  );
};

export default routes;
