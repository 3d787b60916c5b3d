import type { PageKey } from '../../config/paths';

/** Pages a lost visitor most likely wants (the 404's "popular pages"), in this order. */
export const POPULAR_PAGES = [
  'home',
  'menus',
  'reservations',
  'blog',
  'gallery',
] as const satisfies readonly PageKey[];

/**
 * The pages the 404 search box looks through: the visitor-facing ones. Flows reached from an
 * e-mail or a payment (subscribed, checkout, ...) and the offline page are left out.
 */
export const SEARCHABLE_PAGES = [
  ...POPULAR_PAGES,
  'pdf',
  'about',
  'land',
  'terms',
] as const satisfies readonly PageKey[];

/** Seconds before the 404 page takes the visitor home (10: time to read it and decide). */
export const REDIRECT_SECONDS = 10;

/** localStorage key remembering "Don't redirect me again". */
export const REDIRECT_OFF_KEY = 'notFound.autoRedirect';
