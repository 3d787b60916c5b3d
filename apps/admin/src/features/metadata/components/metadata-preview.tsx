import { type Locale, LOCALES } from '@bar/domain/locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetadataEntries } from '../lib/metadata-table';

const pick = (values: MetadataEntries, locale: Locale, ...fields: string[]): string => {
  for (const field of fields) {
    const text = values[field]?.[locale]?.trim();
    if (text) return text;
  }
  return '';
};

/** A live search-result and social-card preview of the table, in one locale. */
export function MetadataPreview({ values }: { values: MetadataEntries }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [locale, setLocale] = useState<Locale>('es');
  const title = pick(values, locale, 'title');
  const description = pick(values, locale, 'description');
  const image = pick(values, locale, 'og:image', 'twitter:image');
  const safeImage = /^https?:\/\//i.test(image) ? image : '';
  return (
    <section className="metadata-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('metadataTab.preview.title')}</h3>
      <span className="content-toolbar__field">
        <label htmlFor={id}>{t('metadataTab.preview.locale')}</label>
        <select id={id} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
          {LOCALES.map((value) => (
            <option key={value} value={value}>
              {t(`locales.${value}`)}
            </option>
          ))}
        </select>
      </span>
      <div lang={locale}>
        <div className="metadata-preview__title">{title || t('metadataTab.preview.noTitle')}</div>
        <div className="metadata-preview__url">{pick(values, locale, 'canonical')}</div>
        <p>{description || t('metadataTab.preview.noDescription')}</p>
      </div>
      <div className="metadata-preview__card" lang={locale}>
        {safeImage && <img src={safeImage} alt="" />}
        <strong>{pick(values, locale, 'og:title', 'title')}</strong>
        <p>{pick(values, locale, 'og:description', 'description')}</p>
      </div>
    </section>
  );
}
