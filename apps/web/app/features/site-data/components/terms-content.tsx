import type { TermsData } from '@bar/domain/branding/terms';
import type { TermsBlock } from '@bar/domain/site/served-blocks';
import { TERMS_ROOT_ATTRIBUTE } from '@bar/ui/terms/terms-root';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';

// The board (and its finder of links in free text, about 2 KB gzipped) is a module of its own,
// out of the page's first load. The served page holds the board in a Suspense boundary (the API
// renders it the same way): React keeps that HTML until the module is in, then hydrates it in
// place. On a client-side navigation the loading line keeps the place meanwhile.
const TermsBoard = lazy(async () => ({
  default: (await import('@bar/ui/terms/terms-board')).TermsBoard,
}));

/** The terms the API wrote into the served page for this locale, if any. */
function servedTerms(locale: string): TermsData | null {
  const block = readServedData<TermsBlock>(SERVED_DATA_IDS.terms);
  return block?.locale === locale && typeof block.terms === 'object' ? block.terms : null;
}

/**
 * The company's terms and privacy notice from the branding (company.terms, company.privacy, in
 * the page's language), which the blog's review form links to. The served page already holds
 * them (the API renders the same board, and the `bar-terms` block says with which data), so
 * the first render matches it; the prerendered file alone says it is loading until the
 * tenant's data arrives.
 */
export function TermsContent({ branding, locale }: { branding: TermsData | null; locale: string }) {
  const { t } = useTranslation();
  const data = branding ?? servedTerms(locale);
  const loading = (
    <p className="terms__loading" role="status" {...{ [TERMS_ROOT_ATTRIBUTE]: '' }}>
      {t('terms.loading')}
    </p>
  );
  if (!data) return loading;
  return (
    <Suspense fallback={loading}>
      <TermsBoard
        data={data}
        labels={{
          termsTitle: t('terms.termsTitle'),
          privacyTitle: t('terms.privacyTitle'),
          empty: t('terms.empty'),
          contactTitle: t('terms.contactTitle'),
        }}
      />
    </Suspense>
  );
}
