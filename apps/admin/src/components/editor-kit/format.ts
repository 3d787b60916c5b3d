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
      bytes: (size: number) => formatBytes(size, tag),
    };
  }, [locale]);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size as people read it: 512 byte, 1.5 kB, 5.2 MB (decimal units, in the given locale). */
export function formatBytes(size: number, tag: string): string {
  let value = size;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
