import type { About, AboutContact } from '@bar/domain/branding/about';
import type { Locale } from '@bar/domain/locale';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { AboutBlock } from '@bar/domain/site/served-blocks';
import { aboutView, aboutWindow } from '@bar/i18n/about-view';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { AboutBoard } from '@bar/ui/about/about-board';
import { ABOUT_ROOT_ATTRIBUTE } from '@bar/ui/about/about-root';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { servedTexts } from './texts.js';
import type { SlotFiller } from './slot.js';

/** The loading line the prerendered about page holds (apps/web AboutPage without data). */
const PLACEHOLDER = new RegExp(
  `<div class="about about--loading" ${ABOUT_ROOT_ATTRIBUTE}=""><p>[^<]*</p></div>`,
);

/**
 * The about page as served: the company's statements, hours, branches and contact rendered into
 * the page by the same React component the browser hydrates (@bar/ui AboutBoard), written out at
 * `now` in the tenant's zone with the catalogue under the texts the page was served with. The
 * `bar-about` block carries the reading, the view and the minutes it stays right for; the page
 * is rendered again after `until`. The template is returned unchanged when it has no
 * placeholder (`until` is then null: nothing in it depends on the clock).
 */
export function fillAbout(
  html: string,
  locale: Locale,
  reading: { about: About; contact: AboutContact },
  texts: FlatMessages | undefined,
  now: number,
): { html: string; tail: string; until: number | null } {
  if (!PLACEHOLDER.test(html)) return { html, tail: '', until: null };
  const read = servedTexts(locale, texts);
  const view = aboutView(reading.about, reading.contact, locale, now, read);
  const { from, until } = aboutWindow(reading.about, now);
  // In a Suspense boundary, as in the browser, whose board is a module of its own that comes
  // after the page's: React keeps this HTML until that module is in, then hydrates it in place.
  const board = renderToString(createElement(Suspense, null, createElement(AboutBoard, { view })));
  return {
    html: html.replace(PLACEHOLDER, () => board),
    tail: jsonScriptTag(SERVED_BLOCK_IDS.about, {
      locale,
      about: reading.about,
      contact: reading.contact,
      view,
      from,
      until,
    } satisfies AboutBlock),
    until,
  };
}

/** The about page: the board at the API's clock, kept until its "open now" changes. */
export const aboutSlot: SlotFiller = {
  fill(body, { page, data: { branding }, shownTexts, now }) {
    if (!branding) return {};
    const filled = fillAbout(body, page.locale, branding.about, shownTexts, now);
    return { body: filled.html, tail: filled.tail, expires: filled.until };
  },
};
