import type { HeadMeta } from '@bar/domain/site/served-blocks';
import type { MetaDescriptor } from 'react-router';
import { NOT_FOUND_SEGMENT, pagePath, type PageKey } from '../config/paths';
import { readServedData, SERVED_DATA_IDS } from './served-data';
import { toLocale } from './use-locale';
import { siteI18n } from './use-site-i18n';

type MetaPage = PageKey | 'notFound' | 'logoutComplete' | 'languagePicker';

/** The `bar-head` block as read: defensive, a block from an older API may lack a field. */
type ServedHead = { locale: string; pages: Partial<Record<string, Partial<HeadMeta>>> };

const servedPath = (page: MetaPage): string | null => {
  if (page === 'notFound') return `/${NOT_FOUND_SEGMENT}`;
  if (page === 'logoutComplete' || page === 'languagePicker') return null;
  return pagePath(page);
};

/**
 * The <title> and description of a route's `meta()`: the bundled catalogue's texts, or, in the
 * browser, exactly the ones the API wrote into the served page (the back office's metadata), so
 * hydration finds the same tags and does not put the bundled ones back. The API writes the rest
 * of the head (robots, canonical, hreflang, og:*, twitter:*) outside React: those tags are only
 * read by crawlers on the first load and stay as served.
 */
export function pageMeta(page: MetaPage, lang: string | undefined): MetaDescriptor[] {
  const locale = toLocale(lang);
  const path = servedPath(page);
  const served = path ? readServedData<ServedHead>(SERVED_DATA_IDS.head) : null;
  const head = served?.locale === locale && path ? served.pages[path] : undefined;
  if (typeof head?.title === 'string' && typeof head.description === 'string') {
    return [{ title: head.title }, { name: 'description', content: head.description }];
  }
  // Loaded by the root Layout before <Meta /> renders; absent only in a render React discards.
  const i18n = siteI18n(locale);
  if (!i18n) return [];
  return [
    { title: `${i18n.t(`${page}.title`)} | ${i18n.t('common.brand')}` },
    { name: 'description', content: i18n.t(`${page}.description`) },
  ];
}
