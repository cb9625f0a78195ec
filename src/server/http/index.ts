import type { FastifyPluginAsync } from 'fastify';
import confirmation from './confirmation/index.js';
import files from './files/index.js';
import layout from './layout/index.js';
import maintenance from './maintenance/index.js';
import storeSide from './store-side/index.js';
import yourAddress from './your-address/index.js';
import yourDetails from './your-details/index.js';
import yourProducts from './your-products/index.js';
import yourRequest from './your-request/index.js';

/** The API's adapters, one folder per call group, each under its path. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(yourDetails, { prefix: '/api/your-details' });
  await app.register(yourProducts, { prefix: '/api/your-products' });
  await app.register(yourRequest, { prefix: '/api/your-request' });
  await app.register(yourAddress, { prefix: '/api/your-address' });
  await app.register(confirmation, { prefix: '/api/confirmation' });
  await app.register(layout, { prefix: '/api/layout' });
  await app.register(files, { prefix: '/api/files' });
  await app.register(maintenance, { prefix: '/api/maintenance' });
  await app.register(storeSide);
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
};
export default api;
