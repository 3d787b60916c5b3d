import { LOCALES, isLocale } from '@bar/i18n/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale-context';

export function LocaleSelect() {
  const { t } = useTranslation('admin');
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <span className="locale-select">
      <label htmlFor={id}>{t('header.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`locales.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
