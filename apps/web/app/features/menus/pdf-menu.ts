/**
 * The PDF menu shipped with the site (apps/web/public/menu/menu.pdf). The service worker
 * precaches every PDF under /menu/, so this link also works offline.
 */
export const PDF_MENU_PATH = '/menu/menu.pdf';
