import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of the API, from the routes' zod schemas, at /api/openapi.json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Returns portal API', version: '1.0.0', description: 'The calls of the returns portal.' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            staffCookie: { type: 'apiKey', in: 'cookie', name: 'staff_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
