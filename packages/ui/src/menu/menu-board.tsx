import {
  hasMenuDetail,
  MENU_IMAGE_SIZES,
  type MenuView,
  type MenuViewItem,
} from '@bar/domain/catalog/menu-view';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@bar/domain/catalog/categories';
import * as Tabs from '@radix-ui/react-tabs';
import { MENU_ROOT_ATTRIBUTE } from './menu-root.js';

export interface MenuBoardLabels {
  tabsLabel: string;
  tabs: Record<ProductCategory, string>;
  /** A tab without items. */
  empty: string;
  /** The button of an item with a video or gallery (its name follows, hidden). */
  details: string;
}

export interface MenuBoardProps {
  view: MenuView;
  labels: MenuBoardLabels;
  tab: ProductCategory;
  onTabChange?: (tab: ProductCategory) => void;
  onOpenDetail?: (item: MenuViewItem, trigger: HTMLButtonElement) => void;
}

/** The ids tie tabs to panels without useId, so the API's render and the browser's are equal. */
export const menuTabId = (category: ProductCategory) => `menu-tab-${category}`;
export const menuPanelId = (category: ProductCategory) => `menu-panel-${category}`;

const isCategory = (value: string): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/**
 * The menu card picture: fixed 4:3 box (width and height given), webp srcset. Lazy, except the
 * shown tab's first picture: it is in view when the page opens (often its largest paint), so
 * the browser fetches it with the stylesheets, at high priority.
 */
function ItemPicture({ item, first }: { item: MenuViewItem; first: boolean }) {
  if (!item.image) return <div className="menu-item__media menu-item__media--empty" />;
  return (
    <img
      className="menu-item__media"
      src={item.image.src}
      {...(item.image.srcset ? { srcSet: item.image.srcset, sizes: MENU_IMAGE_SIZES } : {})}
      alt=""
      width={640}
      height={480}
      {...(first
        ? ({ loading: 'eager', fetchPriority: 'high' } as const)
        : ({ loading: 'lazy', decoding: 'async' } as const))}
    />
  );
}

/**
 * The guest menu: four tabs (Radix Tabs: arrow keys, Home/End, roving focus) with every panel in
 * the markup (inactive ones hidden), so the served HTML holds the whole menu for guests and
 * crawlers. Pure: the API renders it into the served page with react-dom/server and the browser
 * hydrates the same props from the page's JSON block.
 */
export function MenuBoard({ view, labels, tab, onTabChange, onOpenDetail }: MenuBoardProps) {
  return (
    <Tabs.Root
      className="menu-board"
      {...{ [MENU_ROOT_ATTRIBUTE]: '' }}
      value={tab}
      onValueChange={(value) => {
        if (isCategory(value)) onTabChange?.(value);
      }}
    >
      <Tabs.List className="menu-tabs__list" aria-label={labels.tabsLabel}>
        {view.sections.map(({ category }) => (
          <Tabs.Trigger
            key={category}
            className="menu-tabs__tab"
            value={category}
            id={menuTabId(category)}
            aria-controls={menuPanelId(category)}
          >
            {labels.tabs[category]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {view.sections.map(({ category, subsections }) => (
        <Tabs.Content
          key={category}
          className="menu-tabs__panel"
          value={category}
          id={menuPanelId(category)}
          aria-labelledby={menuTabId(category)}
          forceMount
          hidden={category !== tab}
        >
          <h2 className="visually-hidden">{labels.tabs[category]}</h2>
          {subsections.length === 0 ? <p className="menu-board__empty">{labels.empty}</p> : null}
          {subsections.map((subsection, sectionIndex) => (
            <section key={subsection.key} className="menu-board__section">
              {subsection.title ? <h3>{subsection.title}</h3> : null}
              <ul className="menu-board__items">
                {subsection.items.map((item, itemIndex) => (
                  <li key={item.id} className="menu-item">
                    <ItemPicture
                      item={item}
                      first={category === tab && sectionIndex === 0 && itemIndex === 0}
                    />
                    <div className="menu-item__text">
                      <h4 className="menu-item__name">{item.name}</h4>
                      {item.price ? <p className="menu-item__price">{item.price}</p> : null}
                      {item.description ? (
                        <p className="menu-item__description">{item.description}</p>
                      ) : null}
                      {hasMenuDetail(item) ? (
                        <button
                          type="button"
                          className="menu-item__details"
                          aria-label={`${labels.details}: ${item.name}`}
                          onClick={(event) => onOpenDetail?.(item, event.currentTarget)}
                        >
                          {labels.details}
                        </button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
