import type { FlatMessages } from '@bar/domain/i18n/flatten';
import { flattenMessages } from '@bar/domain/i18n/flatten';
import type { Locale } from '@bar/domain/locale';
import { useQuery } from '@tanstack/react-query';

export type BundledTexts = Record<Locale, FlatMessages>;

/**
 * The public site's bundled catalogues (flat, per language), loaded with the translations tab
 * only: the table shows each id's bundled text beside the tenant's override.
 */
export function useBundledTexts(): BundledTexts | undefined {
  return useQuery({
    queryKey: ['admin', 'bundled-texts'],
    staleTime: Infinity,
    queryFn: async (): Promise<BundledTexts> => {
      const [es, en, fr] = await Promise.all([
        import('@bar/i18n/messages/es.json'),
        import('@bar/i18n/messages/en.json'),
        import('@bar/i18n/messages/fr.json'),
      ]);
      return {
        es: flattenMessages(es.default),
        en: flattenMessages(en.default),
        fr: flattenMessages(fr.default),
      };
    },
  }).data;
}
