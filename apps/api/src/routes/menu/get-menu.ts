import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { readMenuView } from '../../repositories/catalog.js';

export const MenuQuerySchema = z.object({ locale: z.enum(['es', 'en', 'fr']).default('es') });

const ItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  amount: z.number().nullable(),
  image: z.object({ src: z.string(), srcset: z.string() }).nullable(),
  videoUrl: z.string(),
  gallery: z.array(z.string()),
});

export const MenuViewSchema = z.object({
  locale: z.enum(['es', 'en', 'fr']),
  currency: z.string(),
  sections: z.array(
    z.object({
      category: z.enum(['food', 'liquor', 'cocktail', 'michelada']),
      subsections: z.array(
        z.object({ key: z.string(), title: z.string(), items: z.array(ItemSchema) }),
      ),
    }),
  ),
});

/**
 * GET /api/menu?locale= — the guest menu: active products available today by tab and
 * subcategory, texts in the locale, prices formatted in the tenant's currency. The menu page's
 * served HTML carries the same object; this read serves client-side navigation.
 */
const getMenu: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['menu'],
        summary: 'The guest menu in a language',
        querystring: MenuQuerySchema,
        response: { 200: MenuViewSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=30');
      return readMenuView(request.docs, request.query.locale);
    },
  );
  done();
};

export default getMenu;
