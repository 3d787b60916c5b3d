import { type MenuView, menuJsonLd } from '@bar/domain/catalog/menu-view';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@bar/domain/catalog/schema';
import { menuLabels } from '@bar/i18n/menu-labels';
import { MenuBoard } from '@bar/ui/menu/menu-board';
import { MENU_ROOT_ATTRIBUTE } from '@bar/ui/menu/menu-root';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import { jsonForScript, jsonScriptTag } from '../../../../lib/http/html-escape.js';
import type { SlotFiller } from './slot.js';

/** Id of the menu's JSON block (apps/web features/menus reads it). */
export const MENU_BLOCK_ID = SERVED_BLOCK_IDS.menu;

/** The empty element the prerendered menu page holds (MenuBoard's root before it has data). */
const PLACEHOLDER = new RegExp(`<div class="menu-board" ${MENU_ROOT_ATTRIBUTE}=""></div>`);

/**
 * React's server renderer writes a preload before the board for the high-priority picture (the
 * shown tab's first): it belongs in the head, where the browser finds it first, and the browser's
 * render of the board has no such element (hydration would fail on it).
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** `?tab=` of the request, when it names a tab (the served page opens on it). */
export function requestedTab(url: string): ProductCategory {
  const tab = new URL(url, 'http://x').searchParams.get('tab');
  return (PRODUCT_CATEGORIES as readonly string[]).includes(tab ?? '')
    ? (tab as ProductCategory)
    : 'food';
}

/**
 * The menu page as served: the tenant's menu rendered into the page by the same React component
 * the browser hydrates (@bar/ui MenuBoard, same props from the JSON block, so nothing changes
 * when scripts run), plus schema.org Menu JSON-LD for search engines, and the head's preload of
 * the first picture. The template is returned unchanged when it has no placeholder (an older
 * build).
 */
export function fillMenu(
  html: string,
  view: MenuView,
  tab: ProductCategory,
  brand: string,
  url: string,
): { html: string; tail: string; preloads: string } {
  if (!PLACEHOLDER.test(html)) return { html, tail: '', preloads: '' };
  const labels = menuLabels(view.locale);
  // In a Suspense boundary, as in the browser, whose board is a module of its own that comes
  // after the page's: React keeps this HTML until that module is in, then hydrates it in place.
  const rendered = renderToString(
    createElement(Suspense, null, createElement(MenuBoard, { view, labels, tab })),
  );
  const preloads = LEADING_PRELOADS.exec(rendered)?.[0] ?? '';
  const board = rendered.slice(preloads.length);
  const jsonLd = menuJsonLd(view, brand, url, labels.tabs);
  return {
    html: html.replace(PLACEHOLDER, () => board),
    preloads,
    tail:
      jsonScriptTag(MENU_BLOCK_ID, { ...view, tab }) +
      `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  };
}

/** The menu page, one rendering per tab (`?tab=`): the board, its JSON-LD and first pictures. */
export const menuSlot: SlotFiller = {
  variant: (request) => requestedTab(request.url),
  fill(body, { data: { menu }, variant, origin, route }) {
    if (!menu) return {};
    const tab = (variant ?? 'food') as ProductCategory;
    const filled = fillMenu(body, menu.view, tab, menu.brand, `${origin}${route}`);
    return { body: filled.html, head: filled.preloads, tail: filled.tail };
  },
};
