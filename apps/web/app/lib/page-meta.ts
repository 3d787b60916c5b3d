import type { MetaDescriptor } from 'react-router';
import type { PageKey } from '../config/paths';
import { toLocale } from './use-locale';
import { siteI18n } from './use-site-i18n';

type MetaPage = PageKey | 'notFound' | 'logoutComplete' | 'languagePicker';

/**
 * Translated <title> and description for a route's `meta()`. The API later injects the
 * head stored in the back office over this default.
 */
export function pageMeta(page: MetaPage, lang: string | undefined): MetaDescriptor[] {
  // Loaded by the root Layout before <Meta /> renders; absent only in a render React discards.
  const i18n = siteI18n(toLocale(lang));
  if (!i18n) return [];
  return [
    { title: `${i18n.t(`${page}.title`)} | ${i18n.t('common.brand')}` },
    { name: 'description', content: i18n.t(`${page}.description`) },
  ];
}
