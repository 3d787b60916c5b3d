// The public pages `pnpm bench` measures: one per page kind of the sitemap, one locale each,
// all three locales across the set. A new public page adds one line here (the bench warns about
// a page kind of the sitemap that is missing).
export const BENCH_PAGES = [
  '/es',
  '/en/menus',
  '/fr/blog',
  '/es/terminos',
  '/en/login',
  '/fr/offline',
  '/es/reservas',
  '/en/land',
  '/en/galeria',
  '/fr/sobrenosotros',
  '/fr/checkout',
  '/es/desuscritos',
  '/en/emailmarketing',
  '/en/landingeng',
  '/es/landingesp',
  '/fr/landingfra',
  '/es/pdf',
  '/fr/suscritos',
];
