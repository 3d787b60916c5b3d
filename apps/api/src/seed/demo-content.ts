import { type Locale, LOCALES } from '@bar/domain/locale';
import {
  pageMetaDocuments,
  type PageMetaRow,
  PageMetaRowSchema,
} from '@bar/domain/metadata/page-meta';
import type { WriteOp } from '../stores/document-store.js';

type PerLocale = Record<Locale, string>;

/** Tenant texts that override the site's bundled catalogues (every id dotted, as rdd serves them). */
function demoTranslations(brand: string): {
  global: Record<string, PerLocale>;
  site: Record<string, PerLocale>;
} {
  return {
    global: {
      'common.brand': { es: brand, en: brand, fr: brand },
      'home.title': {
        es: `Bienvenidos a ${brand}`,
        en: `Welcome to ${brand}`,
        fr: `Bienvenue chez ${brand}`,
      },
    },
    site: {
      'home.intro': {
        es: 'Cocina mexicana, música en vivo y karaoke cada semana.',
        en: 'Mexican food, live music and karaoke every week.',
        fr: 'Cuisine mexicaine, musique live et karaoké chaque semaine.',
      },
    },
  };
}

function demoPageMeta(brand: string): PageMetaRow[] {
  const page = (key: PageMetaRow['page'], title: PerLocale, description: PerLocale) =>
    PageMetaRowSchema.parse({ page: key, title, description, image: '' });
  return [
    page(
      'home',
      { es: `${brand} | Inicio`, en: `${brand} | Home`, fr: `${brand} | Accueil` },
      {
        es: 'Bar y parrilla mexicano con música en vivo, karaoke y eventos.',
        en: 'Mexican bar and grill with live music, karaoke and events.',
        fr: 'Bar-grill mexicain avec musique live, karaoké et événements.',
      },
    ),
    page(
      'menu',
      { es: `Menú | ${brand}`, en: `Menu | ${brand}`, fr: `Menu | ${brand}` },
      {
        es: 'Comida, licores, cócteles y micheladas.',
        en: 'Food, spirits, cocktails and micheladas.',
        fr: 'Plats, spiritueux, cocktails et micheladas.',
      },
    ),
    page(
      'blog',
      { es: `Eventos | ${brand}`, en: `Events | ${brand}`, fr: `Événements | ${brand}` },
      {
        es: 'Próximos eventos y noches pasadas.',
        en: 'Upcoming events and past nights.',
        fr: 'Événements à venir et soirées passées.',
      },
    ),
    page(
      'contacto',
      { es: `Contacto | ${brand}`, en: `Contact | ${brand}`, fr: `Contact | ${brand}` },
      {
        es: 'Dirección, horario y teléfono.',
        en: 'Address, opening hours and phone.',
        fr: 'Adresse, horaires et téléphone.',
      },
    ),
  ];
}

/**
 * The demo tenant's translations (i18n_global / i18n_site per locale) and metadata
 * (meta_global per locale, meta_pages for home, menu, blog and contacto), as batch writes.
 */
export function demoContentOps(brand: string): WriteOp[] {
  const ops: WriteOp[] = [];
  const { global, site } = demoTranslations(brand);
  for (const locale of LOCALES) {
    const pick = (table: Record<string, PerLocale>) =>
      Object.fromEntries(Object.entries(table).map(([id, texts]) => [id, texts[locale]]));
    ops.push({ type: 'set', path: `i18n_global/${locale}`, data: pick(global) });
    ops.push({ type: 'set', path: `i18n_site/${locale}`, data: pick(site) });
    ops.push({
      type: 'set',
      path: `meta_global/${locale}`,
      data: {
        'og:type': 'website',
        'twitter:card': 'summary_large_image',
        robots: 'index, follow',
      },
    });
  }
  for (const row of demoPageMeta(brand)) {
    for (const [locale, fields] of Object.entries(pageMetaDocuments(row))) {
      ops.push({ type: 'set', path: `meta_pages/${row.page}_${locale}`, data: fields });
    }
  }
  return ops;
}
