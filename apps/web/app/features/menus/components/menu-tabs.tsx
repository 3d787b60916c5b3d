import type { MenuViewItem } from '@bar/client/endpoints/catalog';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@bar/domain/catalog/categories';
import type { MenuBoardLabels } from '@bar/ui/menu/menu-board';
import { MENU_ROOT_ATTRIBUTE } from '@bar/ui/menu/menu-root';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useMenu } from '../api/use-menu';
import { MenuDetailDialog } from './menu-detail-dialog';
import '../menus.css';

// The board (Radix Tabs and the items, about 9 KB gzipped) is a module of its own, out of the
// page's first load. The served page holds the board in a Suspense boundary (the API renders it
// the same way): React keeps that HTML until the module is in, then hydrates it in place. On a
// client-side navigation the empty board keeps the place meanwhile, as while the menu is read.
const MenuBoard = lazy(async () => ({
  default: (await import('@bar/ui/menu/menu-board')).MenuBoard,
}));

const asTab = (value: string | null): ProductCategory | null =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as ProductCategory)
    : null;

/**
 * The menu's four tabs with the tenant's items. The tab lives in the URL (?tab=cocktail), so a
 * link opens it; the served page already holds the menu (rendered by the API with the same
 * MenuBoard), and before it is read the board keeps its place with a fixed-height placeholder.
 */
export function MenuTabs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const read = useMenu(locale);
  const [params, setParams] = useSearchParams();
  const [detail, setDetail] = useState<{ item: MenuViewItem; trigger: HTMLElement } | null>(null);
  const tab =
    asTab(params.get('tab')) ?? (read.status === 'ready' ? read.servedTab : null) ?? 'food';
  const labels = useMemo<MenuBoardLabels>(
    () => ({
      tabsLabel: t('menus.tabsLabel'),
      tabs: Object.fromEntries(
        PRODUCT_CATEGORIES.map((category) => [category, t(`menus.tabs.${category}`)]),
      ) as Record<ProductCategory, string>,
      empty: t('menus.empty'),
      details: t('menus.details'),
    }),
    [t],
  );

  const empty = (
    <div className="menu-board" {...{ [MENU_ROOT_ATTRIBUTE]: '' }}>
      {read.status === 'error' ? <p role="alert">{t('menus.error')}</p> : null}
    </div>
  );
  if (read.status !== 'ready') return empty;
  return (
    <>
      <Suspense fallback={empty}>
        <MenuBoard
          view={read.view}
          labels={labels}
          tab={tab}
          onTabChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('tab', next);
                return updated;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          onOpenDetail={(item, trigger) => setDetail({ item, trigger })}
        />
      </Suspense>
      {/* Mounted on demand: the served HTML has no dialog, so hydration finds none. */}
      {detail ? (
        <MenuDetailDialog
          item={detail.item}
          returnFocus={detail.trigger}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </>
  );
}
