/**
 * The menu's four tabs, in their order. Apart from the schemas so the
 * public site's menu code reads them without loading zod.
 */
export const PRODUCT_CATEGORIES = ['food', 'liquor', 'cocktail', 'michelada'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
