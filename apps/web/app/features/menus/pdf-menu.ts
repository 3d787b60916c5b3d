/**
 * The PDF menu of a language, written by the API from the tenant's catalogue (or the tenant's
 * own PDF): /menu/menu.pdf is Spanish (also the offline page's link), the others name their
 * language. The service worker keeps the ones a guest fetched for offline use.
 */
export const PDF_MENU_PATH = '/menu/menu.pdf';

export const pdfMenuPath = (locale: string): string =>
  locale === 'es' ? PDF_MENU_PATH : `/menu/menu-${locale}.pdf`;
