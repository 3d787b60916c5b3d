import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../../version.js';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: 'Bar & Grill platform API', version },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs', fastify: '5.x' },
);
