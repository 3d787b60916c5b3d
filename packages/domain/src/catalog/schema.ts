import { z } from 'zod';
import { PRODUCT_CATEGORIES, type ProductCategory } from './categories.js';

/**
 * The AI agent's catalogue: one list
 * of products and one of services per agent, stored at ai_agents/{agentId}/catalog_products and
 * catalog_services. The menu, the PDF menu and the assistant all read it. Messages are ids
 * (`catalog.errors.*`) that each UI looks up in its own catalogue.
 */
export const CATALOG_KINDS = ['products', 'services'] as const;
export const CatalogKindSchema = z.enum(CATALOG_KINDS);
export type CatalogKind = z.output<typeof CatalogKindSchema>;

export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES);
export { PRODUCT_CATEGORIES, type ProductCategory };

export const CATALOG_LOCALES = ['es', 'en', 'fr'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** Item ids: safe in a document path and a storage prefix. */
export const CatalogItemIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const CATALOG_TEXT_MAX = { name: 200, description: 2000, subcategory: 80, url: 2048 };
/** A long menu is fine; an unbounded list is not. */
export const CATALOG_MAX_ITEMS = 500;
export const CATALOG_MAX_GALLERY = 12;
export const CATALOG_MAX_LIST = 30;

const m = (id: string) => id;

/** A picture of ours (`/api/media/...`) or an http(s) URL, or empty. */
const safeUrl = z
  .string()
  .trim()
  .max(CATALOG_TEXT_MAX.url, m('catalog.errors.urlInvalid'))
  .refine(
    (value) => value === '' || /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value),
    m('catalog.errors.urlInvalid'),
  );

export const CatalogVariantSchema = z.object({
  width: z.number().int().positive().max(10_000),
  url: safeUrl,
});

export const CatalogTranslationSchema = z.object({
  subcategory: z
    .string()
    .trim()
    .max(CATALOG_TEXT_MAX.subcategory, m('catalog.errors.textTooLong'))
    .default(''),
  name: z.string().trim().max(CATALOG_TEXT_MAX.name, m('catalog.errors.textTooLong')).default(''),
  description: z
    .string()
    .trim()
    .max(CATALOG_TEXT_MAX.description, m('catalog.errors.textTooLong'))
    .default(''),
});

export const CatalogTranslationsSchema = z
  .object({
    es: CatalogTranslationSchema.optional(),
    en: CatalogTranslationSchema.optional(),
    fr: CatalogTranslationSchema.optional(),
  })
  .default({});

/** §5: options and features are trimmed and empties dropped. */
const textList = z
  .array(z.string().max(200, m('catalog.errors.textTooLong')))
  .max(CATALOG_MAX_LIST, m('catalog.errors.tooMany'))
  .transform((list) => list.map((entry) => entry.trim()).filter(Boolean));

/** §5: a price that is not a finite number becomes null. */
const price = z.preprocess(
  (value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : null;
  },
  z.number().min(0, m('catalog.errors.priceInvalid')).max(1_000_000).nullable(),
);

/** What staff send for a new item or an edit (the server sets id, createdAt and updatedAt). */
export const CatalogItemInputSchema = z.object({
  name: z
    .string({ error: m('catalog.errors.nameRequired') })
    .trim()
    .min(1, m('catalog.errors.nameRequired'))
    .max(CATALOG_TEXT_MAX.name, m('catalog.errors.textTooLong')),
  description: z
    .string()
    .trim()
    .max(CATALOG_TEXT_MAX.description, m('catalog.errors.textTooLong'))
    .default(''),
  price: price.default(null),
  photoUrl: safeUrl.default(''),
  /** The webp variants of an uploaded photo (the menu's srcset). */
  photoResized: z.array(CatalogVariantSchema).max(20).default([]),
  options: textList.default([]),
  features: textList.default([]),
  active: z.boolean().default(true),
  /** Products only: the menu tab. */
  category: z.union([ProductCategorySchema, z.literal('')]).default(''),
  subcategory: z
    .string()
    .trim()
    .max(CATALOG_TEXT_MAX.subcategory, m('catalog.errors.textTooLong'))
    .default(''),
  translations: CatalogTranslationsSchema,
  videoUrl: safeUrl
    .refine((value) => value === '' || /^https?:\/\//i.test(value), m('catalog.errors.urlInvalid'))
    .default(''),
  gallery: z.array(safeUrl).max(CATALOG_MAX_GALLERY, m('catalog.errors.tooMany')).default([]),
  availableToday: z.boolean().default(true),
});
export type CatalogItemInput = z.input<typeof CatalogItemInputSchema>;
export type CatalogItemDraft = z.output<typeof CatalogItemInputSchema>;

/**
 * A stored item as the API answers it: plain fields, no transforms (the response serializer
 * encodes through the schema, which a one-way transform cannot do).
 */
const plainTranslation = z.object({
  subcategory: z.string(),
  name: z.string(),
  description: z.string(),
});
export const CatalogItemSchema = z.object({
  id: CatalogItemIdSchema,
  name: z.string().min(1),
  description: z.string(),
  price: z.number().nullable(),
  photoUrl: z.string(),
  photoResized: z.array(CatalogVariantSchema),
  options: z.array(z.string()),
  features: z.array(z.string()),
  active: z.boolean(),
  category: z.union([ProductCategorySchema, z.literal('')]),
  subcategory: z.string(),
  translations: z.object({
    es: plainTranslation.optional(),
    en: plainTranslation.optional(),
    fr: plainTranslation.optional(),
  }),
  videoUrl: z.string(),
  gallery: z.array(z.string()),
  availableToday: z.boolean(),
  /** Position within its list (drag-and-drop order); lower first. */
  order: z.number().int().min(0),
  createdAt: z.number().int().nonnegative(),
  updatedAt: z.number().int().nonnegative(),
});
export type CatalogItem = z.output<typeof CatalogItemSchema>;

/** A new order: every id of one section, first to last. */
export const CatalogOrderSchema = z.object({
  ids: z.array(CatalogItemIdSchema).min(1).max(CATALOG_MAX_ITEMS),
});

/**
 * A stored document as an item, or null when it cannot be one (no name): older documents and
 * hand edits in the database console fall back field by field instead of failing the list.
 */
export function catalogItemFromStored(id: string, stored: unknown): CatalogItem | null {
  if (!stored || typeof stored !== 'object' || !CatalogItemIdSchema.safeParse(id).success)
    return null;
  const doc = stored as Record<string, unknown>;
  const shape = CatalogItemInputSchema.shape;
  const out: Record<string, unknown> = { id };
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[key].safeParse(doc[key]);
    if (parsed.success) out[key] = parsed.data;
    else if (key === 'name') return null;
    else out[key] = (shape[key] as z.ZodType).safeParse(undefined).data;
  }
  const when = (value: unknown): number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
  const createdAt = when(doc.createdAt);
  out.createdAt = createdAt;
  out.updatedAt = when(doc.updatedAt) || createdAt;
  out.order = when(doc.order);
  const result = CatalogItemSchema.safeParse(out);
  return result.success ? result.data : null;
}
