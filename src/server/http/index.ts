import type { FastifyPluginAsync } from 'fastify';
import chat from './chat/index.js';
import confirmation from './confirmation/index.js';
import files from './files/index.js';
import labels from './labels/index.js';
import layout from './layout/index.js';
import maintenance from './maintenance/index.js';
import staffAudit from './staff-audit/index.js';
import staffAuth from './staff-auth/index.js';
import staffMail from './staff-mail/index.js';
import staffChat from './staff-chat/index.js';
import staffInbox from './staff-inbox/index.js';
import staffRmas from './staff-rmas/index.js';
import staffInsights from './staff-insights/index.js';
import staffQueues from './staff-queues/index.js';
import storeSide from './store-side/index.js';
import yourAddress from './your-address/index.js';
import yourDetails from './your-details/index.js';
import yourProducts from './your-products/index.js';
import yourRequest from './your-request/index.js';

/**
 * The API's answers carry a customer's orders, addresses and e-mail, or an agent's view of them: no browser cache
 * or proxy keeps them (a shared computer's next user would find them there), unless a call says otherwise for what
 * is the same for everybody (the layout's fragments, the maintenance notice, the store side's script and styles).
 * Encapsulated in the API's scope: the web app's files keep their own caching (plugins/web-app.ts).
 */
export const API_CACHE_CONTROL = 'no-store';

/** The API's adapters, one folder per call group, each under its path. */
const api: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', API_CACHE_CONTROL);
    done();
  });
  await app.register(yourDetails, { prefix: '/api/your-details' });
  await app.register(yourProducts, { prefix: '/api/your-products' });
  await app.register(yourRequest, { prefix: '/api/your-request' });
  await app.register(yourAddress, { prefix: '/api/your-address' });
  await app.register(confirmation, { prefix: '/api/confirmation' });
  await app.register(layout, { prefix: '/api/layout' });
  await app.register(files, { prefix: '/api/files' });
  await app.register(maintenance, { prefix: '/api/maintenance' });
  await app.register(labels, { prefix: '/api/labels' });
  await app.register(chat, { prefix: '/api/chat' });
  await app.register(storeSide);
  await app.register(staffAuth, { prefix: '/api/staff' });
  await app.register(staffMail, { prefix: '/api/staff/mail' });
  await app.register(staffAudit, { prefix: '/api/staff/audit' });
  await app.register(staffInbox, { prefix: '/api/staff/inbox' });
  await app.register(staffChat, { prefix: '/api/staff/chat' });
  await app.register(staffRmas, { prefix: '/api/staff/rmas' });
  await app.register(staffQueues, { prefix: '/api/staff' });
  await app.register(staffInsights, { prefix: '/api/staff' });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
};
export default api;
