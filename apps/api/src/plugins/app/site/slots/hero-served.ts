import { visibleCtas } from '@bar/domain/events/cta';
import type { Locale } from '@bar/domain/locale';
import { localizeHref } from '@bar/i18n/localize-href';
import type { HeroEventsBlock } from '@bar/domain/site/served-blocks';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fillServedSlot } from './served-slot.js';

/**
 * The hero's first event as its details show it (apps/web HeroDetails): title, date line and
 * first call to action, as the hero block has it in the page's language, in the loading hero's served element, so the
 * page reads without scripts. The carousel takes its place once it is in.
 */
export function fillHeroServed(
  html: string,
  event: HeroEventsBlock['events'][number] | undefined,
  locale: Locale,
  dateLine: string | undefined,
): string {
  if (!event) return html;
  const [cta] = visibleCtas(event.ctas);
  const link = cta
    ? `<p class="hero__ctas"><a class="${cta.as === 'button' ? 'button hero__cta' : 'hero__cta hero__cta--link'}" href="${escapeHtml(cta.href.startsWith('/') ? localizeHref(cta.href, locale) : cta.href)}"${cta.target ? ` target="${cta.target}"` : ''}${cta.rel ? ` rel="${cta.rel}"` : ''}>${escapeHtml(cta.label)}</a></p>`
    : '';
  const when = dateLine ? `<p class="hero__when">${escapeHtml(dateLine)}</p>` : '';
  return fillServedSlot(
    html,
    'hero',
    `<div class="hero__details"><h2 class="hero__title">${escapeHtml(event.title)}</h2>${when}${link}</div>`,
  );
}
