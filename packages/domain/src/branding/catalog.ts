import { z } from 'zod';

const text = z.string().default('');

/** Prices are numbers; a stored text such as "12.50" or "a consultar" is kept as written. */
export const PriceSchema = z.union([z.number(), z.string(), z.null()]).default(null);

export const ServiceSchema = z.looseObject({
  name: text,
  description: text,
  price: PriceSchema,
  image: text,
  video: text,
  gallery: z.array(z.string()).default([]),
  url: text,
  subcategory: text,
});

export const ProductSchema = ServiceSchema.extend({ category: text });

export const HolidaySchema = z.looseObject({
  name: text,
  /** `YYYY-MM-DD`, or `MM-DD` for a yearly holiday. */
  date: z
    .union([z.literal(''), z.string().regex(/^(\d{4}-)?\d{2}-\d{2}$/, 'YYYY-MM-DD or MM-DD')])
    .default(''),
});

export const FaqSchema = z.looseObject({ question: text, answer: text });

export const BranchSchema = z.looseObject({ name: text, url: text, icon: text });

export type Product = z.output<typeof ProductSchema>;
export type Service = z.output<typeof ServiceSchema>;
