import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../../version.js';

/** A wildcard route's rest of the path, named so the document's path template can hold it. */
const WILDCARD = 'path';

/**
 * `getAdminBranding`, `putEventsById`: one stable name per operation for client generators,
 * from the method and the path (without `/api`), so it changes only when the route does.
 */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]?([^}]+?)\}?$/.exec(segment)?.[1] ?? segment;
      const name = segment.startsWith(':') || segment.startsWith('{') ? `by-${param}` : segment;
      return name === '*' ? `by-${WILDCARD}` : name;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!url.endsWith('*')) return { schema, url };
  // `/api/media/*` is documented as `/api/media/{path}`, its one parameter renamed to match.
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] };
  const { '*': rest, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${WILDCARD}`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: { ...others, [WILDCARD]: rest ?? { type: 'string' } },
        required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD],
      },
    },
  };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Each operation named after its own method and path (a GET+HEAD route is two operations). */
const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : {};
  const paths = (document as { paths?: Record<string, Record<string, Record<string, unknown>>> })
    .paths;
  for (const [path, item] of Object.entries(paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      // A GET route's HEAD twin shares the operation object: each gets its own copy.
      if (METHODS.has(method))
        item[method] = { ...operation, operationId: operationId(method, path) };
  return document;
};

/** OpenAPI 3.1 generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bar & Grill platform API',
          version,
          description:
            'One API for the public sites and the back office. Each restaurant answers on its own host; paths are relative to it.',
          license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
        },
        servers: [{ url: '/', description: 'The restaurant’s own host' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
            tasksToken: { type: 'apiKey', in: 'header', name: 'x-tasks-token' },
          },
        },
      },
      transform,
      transformObject,
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs', fastify: '5.x' },
);
