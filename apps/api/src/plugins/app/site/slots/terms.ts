import type { TermsData } from '@bar/domain/branding/terms';
import type { Locale } from '@bar/domain/locale';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { TermsBlock } from '@bar/domain/site/served-blocks';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { TermsBoard } from '@bar/ui/terms/terms-board';
import { TERMS_ROOT_ATTRIBUTE } from '@bar/ui/terms/terms-root';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { servedTexts } from './texts.js';
import type { SlotFiller } from './slot.js';

/** The loading line the prerendered terms page holds (apps/web TermsContent without data). */
const PLACEHOLDER = new RegExp(
  `<p class="terms__loading" role="status" ${TERMS_ROOT_ATTRIBUTE}="">[^<]*</p>`,
);

/**
 * The terms page as served: the tenant's terms and privacy notice rendered into the page by the
 * same React component the browser hydrates (@bar/ui TermsBoard, same data from the `bar-terms`
 * block, same labels from the catalogue under the texts the page was served with), so the
 * page's largest paint comes with the HTML and nothing changes when the scripts run. The
 * template is returned unchanged when it has no placeholder.
 */
export function fillTerms(
  html: string,
  locale: Locale,
  data: TermsData,
  texts: FlatMessages | undefined,
): { html: string; tail: string } {
  if (!PLACEHOLDER.test(html)) return { html, tail: '' };
  const read = servedTexts(locale, texts);
  const label = (key: string) => read(`terms.${key}`);
  // In a Suspense boundary, as in the browser, whose board is a module of its own that comes
  // after the page's: React keeps this HTML until that module is in, then hydrates it in place.
  const board = renderToString(
    createElement(
      Suspense,
      null,
      createElement(TermsBoard, {
        data,
        labels: {
          termsTitle: label('termsTitle'),
          privacyTitle: label('privacyTitle'),
          empty: label('empty'),
          contactTitle: label('contactTitle'),
        },
      }),
    ),
  );
  return {
    html: html.replace(PLACEHOLDER, () => board),
    tail: jsonScriptTag(SERVED_BLOCK_IDS.terms, { locale, terms: data } satisfies TermsBlock),
  };
}

/** The terms page: the board from the tenant's branding, and its data in `bar-terms`. */
export const termsSlot: SlotFiller = {
  fill(body, { page, data: { branding }, shownTexts }) {
    if (!branding) return {};
    const filled = fillTerms(body, page.locale, branding.terms, shownTexts);
    return { body: filled.html, tail: filled.tail };
  },
};
