import { DEFAULT_LOCALE, isLocale, type Locale } from '@bar/i18n';
import { useParams } from 'react-router';
import { LOCALE_PARAM } from '../config/paths';

/** Locale of the first path segment; the default (es) where there is none or it is unknown. */
export function toLocale(param: string | undefined): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}

export function useLocale(): Locale {
  return toLocale(useParams()[LOCALE_PARAM]);
}
