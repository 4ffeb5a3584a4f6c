import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PATHS, APP_VERSION } from '@hbc/contracts';
import fp from 'fastify-plugin';

/** OpenAPI document of every route, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Health broadcast console API',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: API_PATHS.docs });
  },
  { name: 'swagger' },
);
