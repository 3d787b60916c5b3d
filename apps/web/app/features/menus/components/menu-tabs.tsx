import type { MenuViewItem } from '@bar/client/endpoints/catalog';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@bar/domain/catalog/categories';
import { MENU_ROOT_ATTRIBUTE, MenuBoard, type MenuBoardLabels } from '@bar/ui/menu/menu-board';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useMenu } from '../api/use-menu';
import { MenuDetailDialog } from './menu-detail-dialog';
import '../menus.css';

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

  if (read.status !== 'ready')
    return (
      <div className="menu-board" {...{ [MENU_ROOT_ATTRIBUTE]: '' }}>
        {read.status === 'error' ? <p role="alert">{t('menus.error')}</p> : null}
      </div>
    );
  return (
    <>
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
