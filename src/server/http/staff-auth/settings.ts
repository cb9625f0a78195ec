import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-session.js';
import { ZApiError } from '../../../shared/schemas/common.js';
import { ZStoreParams, ZStoreSettings, ZStoreSettingsAnswer } from '../../../shared/staff/settings.js';
import { putStoreSettings, storeSettings } from '../../modules/store-settings/service.js';

/** A store's operator settings, for the admins of the store (docs/staff/api.md#store-settings). */
const settings: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff-settings'];
  const security = [{ staffCookie: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

  r.get(
    '/stores/:store/settings',
    {
      schema: {
        params: ZStoreParams,
        response: { 200: ZStoreSettingsAnswer, ...errors },
        tags,
        security,
        summary: "The store's settings (its defaults until first saved)",
      },
    },
    async (request) => storeSettings(app.ctx, staffOf(request), request.params.store),
  );

  r.put(
    '/stores/:store/settings',
    {
      schema: {
        params: ZStoreParams,
        body: ZStoreSettings,
        response: { 200: ZStoreSettingsAnswer, ...errors },
        tags,
        security,
        summary: "Saves the store's settings (the whole set)",
      },
    },
    async (request) => putStoreSettings(app.ctx, staffOf(request), request.params.store, request.body),
  );
};
export default settings;
