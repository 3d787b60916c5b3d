import { useMemo } from 'react';
import { useLocale } from '../../lib/locale-context';

/** Dates and numbers in the panel's language (es-MX, en-US, fr-FR conventions). */
const INTL_LOCALE = { es: 'es-MX', en: 'en-US', fr: 'fr-FR' } as const;

export function useFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
    return {
      locale: tag,
      dateTime: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
      },
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}
