import { getI18n } from '@bar/i18n';
import type { MetaDescriptor } from 'react-router';
import type { PageKey } from '../config/paths';
import { toLocale } from './use-locale';

type MetaPage = PageKey | 'notFound' | 'logoutComplete' | 'languagePicker';

/**
 * Translated <title> and description for a route's `meta()`. The API later injects the
 * head stored in the back office over this default.
 */
export function pageMeta(page: MetaPage, lang: string | undefined): MetaDescriptor[] {
  const i18n = getI18n(toLocale(lang));
  return [
    { title: `${i18n.t(`${page}.title`)} | ${i18n.t('common.brand')}` },
    { name: 'description', content: i18n.t(`${page}.description`) },
  ];
}
