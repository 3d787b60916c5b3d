import { useTranslation } from 'react-i18next';
import { asList, asObject } from '../../lib/essentials';
import type { EssentialsProps } from './fields';
import { NamedLinks } from './named-links';

/** Social networks or delivery platforms: name, link, shown or not. */
export function LinkList({
  list,
  doc,
  setDoc,
  errors,
  disabled,
}: EssentialsProps & { list: 'socials' | 'platforms' }) {
  const { t } = useTranslation('admin');
  return (
    <NamedLinks
      legend={t(`brandingForms.links.${list}`)}
      none={t('brandingForms.links.none')}
      items={asList(doc[list]).map(asObject)}
      onItems={(next) => setDoc((old) => ({ ...old, [list]: next }))}
      errorPath={list}
      errors={errors}
      disabled={disabled}
      labels={{
        name: (n) => t('brandingForms.links.name', { n }),
        url: (n) => t('brandingForms.links.url', { n }),
        remove: (n) => t('brandingForms.links.remove', { n }),
        add: t(`brandingForms.links.add.${list}`),
        enabled: (n) => t('brandingForms.links.enabled', { n }),
      }}
      blank={{ name: '', url: '', enabled: true }}
    />
  );
}
