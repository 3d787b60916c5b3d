import type { MenuView } from '@bar/client/endpoints/catalog';
import type { ProductCategory } from '@bar/domain/catalog/categories';
import type { Locale } from '@bar/i18n';
import { startTransition, useEffect, useState } from 'react';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';

export type ServedMenu = MenuView & { tab: ProductCategory };

export type MenuRead =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; view: MenuView; servedTab: ProductCategory | null };

/** The menu the API wrote into this page, when it is of this locale (a first load). */
function servedMenu(locale: Locale): ServedMenu | null {
  const block = readServedData<ServedMenu>(SERVED_DATA_IDS.menu);
  return block && block.locale === locale && Array.isArray(block.sections) ? block : null;
}

/**
 * The menu of the page's locale: from the served page's JSON block at once (the first render then
 * equals the HTML the API wrote, so hydration changes nothing), else GET /api/menu after
 * hydration (a client-side navigation; the prerendered page has no menu), with the client's code.
 */
export function useMenu(locale: Locale): MenuRead {
  const [read, setRead] = useState<MenuRead>(() => {
    const served = servedMenu(locale);
    return served
      ? { status: 'ready', view: served, servedTab: served.tab }
      : { status: 'loading' };
  });
  const ready = read.status === 'ready' && read.view.locale === locale;
  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    // The client's code comes with the read: a first load has the served menu and needs none.
    import('@bar/client/endpoints/catalog')
      .then(({ getMenu }) =>
        getMenu({ query: { locale } }, { token: null, signal: controller.signal }),
      )
      .then(
        (view) => {
          // A transition: React renders the list in slices and lets a tap in between.
          if (!controller.signal.aborted)
            startTransition(() => setRead({ status: 'ready', view, servedTab: null }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('menu: reading the menu failed', error);
          setRead({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [locale, ready]);
  return read;
}
