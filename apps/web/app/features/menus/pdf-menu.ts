/**
 * The PDF menu of a language, written by the API from the tenant's catalogue (or the tenant's
 * own PDF): /menu/menu.pdf is Spanish, the others name their language. The service worker
 * precaches each at install (its language's offline page links it) and keeps the ones a guest
 * fetched since.
 */
const PDF_MENU_PATH = '/menu/menu.pdf';

export const pdfMenuPath = (locale: string): string =>
  locale === 'es' ? PDF_MENU_PATH : `/menu/menu-${locale}.pdf`;
