import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMaintenanceResponse, ZMaintenanceWindowsResponse } from '../../../shared/schemas/site.js';
import { maintenanceStatus, maintenanceWindows } from '../../modules/maintenance/service.js';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        response: { 200: ZMaintenanceResponse },
        tags: ['maintenance'],
        summary: 'Whether the workspace is hidden now, and the scheduled-maintenance notice to show',
      },
    },
    async (_request, reply) => {
      // Short-lived: the answer changes at the window's edges, and every page load asks.
      reply.header('cache-control', 'public, max-age=60');
      return maintenanceStatus(app.ctx);
    },
  );

  r.get(
    '/windows',
    {
      schema: {
        response: {
          200: ZMaintenanceWindowsResponse,
        },
        tags: ['maintenance'],
        summary: 'Every scheduled-maintenance window, for the portal to judge on the browser clock',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { windows: await maintenanceWindows(app.ctx) };
    },
  );
};
export default routes;
