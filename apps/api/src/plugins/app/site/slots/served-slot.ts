import { SERVED_SLOT_ATTRIBUTE } from '@bar/domain/site/served-block-ids';

/**
 * The page with `inner` in its empty `data-served="name"` element (apps/web ServedSlot), which
 * React keeps as it is until its component renders its own markup. Unchanged without one.
 */
export function fillServedSlot(html: string, name: string, inner: string): string {
  if (!inner) return html;
  const empty = new RegExp(
    `(<(div|li)\\b[^>]*\\s${SERVED_SLOT_ATTRIBUTE}="${name}"[^>]*>)</(div|li)>`,
  );
  return html.replace(empty, (_match, open: string, tag: string) => `${open}${inner}</${tag}>`);
}
