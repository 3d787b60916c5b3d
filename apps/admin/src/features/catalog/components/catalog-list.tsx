import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';
import type { CatalogItem, CatalogKind } from '../api/catalog-api';
import { useCatalogMutations } from '../api/use-catalog';
import { useLocale } from '../../../lib/locale-context';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import {
  FilterSelect,
  ListTools,
  ResultCount,
  SearchField,
} from '../../../components/list-tools/list-tools';
import { useListView } from '../../../components/list-tools/use-list-view';
import { CATALOG_FILTER_DEFAULTS, filterCatalog } from '../lib/catalog-filters';
import { catalogSections } from '../lib/form-values';

/** Items shown at once. */
const PAGE_SIZE = 20;

const CATEGORIES = ['food', 'liquor', 'cocktail', 'michelada'] as const;

type RowProps = {
  item: CatalogItem;
  onEdit: () => void;
  onDelete: () => void;
  onToggleToday: (value: boolean) => void;
};

function CatalogRow({ item, onEdit, onDelete, onToggleToday }: RowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className="catalog-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="catalog-row__handle"
        aria-label={t('catalog.move', { name: item.name })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {item.photoResized[0]?.url || item.photoUrl ? (
        <img
          className="catalog-row__thumb"
          src={item.photoResized[0]?.url ?? item.photoUrl}
          alt=""
          width={64}
          height={64}
        />
      ) : (
        <span className="catalog-row__thumb" aria-hidden="true" />
      )}
      <div className="catalog-row__text">
        <strong>{item.name}</strong>
        <span>{item.price === null ? '—' : item.price.toFixed(2)}</span>
        <span className="catalog-row__description">{item.description}</span>
      </div>
      <label className="catalog-row__today">
        <input
          type="checkbox"
          checked={item.availableToday}
          onChange={(event) => onToggleToday(event.target.checked)}
        />
        {t('catalog.availableToday')}
      </label>
      <button type="button" className="button button--secondary" onClick={onEdit}>
        {t('catalog.edit')}
        <span className="visually-hidden">: {item.name}</span>
      </button>
      <button type="button" className="button button--danger" onClick={onDelete}>
        {t('catalog.delete')}
        <span className="visually-hidden">: {item.name}</span>
      </button>
    </li>
  );
}

type CatalogListProps = {
  kind: CatalogKind;
  items: CatalogItem[];
  onEdit: (item: CatalogItem) => void;
};

/**
 * The list by section: search the names (every language, accents ignored), filter by category
 * and by today's availability (the view is in the URL), 20 a page. Each section reorders by drag
 * and drop (@dnd-kit: pointer, or the keyboard: focus a handle, Space to lift, arrows to move,
 * Space to drop); in a narrowed view the shown items swap the places they hold between them.
 */
export function CatalogList({ kind, items, onEdit }: CatalogListProps) {
  const { t } = useTranslation('admin');
  const { save, remove, reorder } = useCatalogMutations(kind);
  const { locale } = useLocale();
  const [doomed, setDoomed] = useState<CatalogItem | null>(null);
  const undoable = useUndoableDelete((id) => remove.mutateAsync(id));
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const view = useListView(CATALOG_FILTER_DEFAULTS);
  const { category, today } = view.filters;
  const narrowed = view.q.trim() !== '' || category !== 'all' || today !== 'all';
  const { hidden } = undoable;
  const kept = useMemo(() => items.filter((item) => !hidden(item.id)), [items, hidden]);
  // Section by section, so that a page cuts the list where the sections follow each other.
  const shown = useMemo(
    () =>
      catalogSections(
        filterCatalog(kept, view.q, { category: kind === 'products' ? category : 'all', today }),
        locale,
      ).flatMap((section) => section.items),
    [kept, view.q, kind, category, today, locale],
  );
  const current = pageSlice(shown, view.page, PAGE_SIZE);
  if (kept.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <>
      <ListTools>
        <SearchField
          label={t('catalog.list.search')}
          value={view.q}
          onChange={(q) => view.update({ q })}
        />
        {kind === 'products' && (
          <FilterSelect
            label={t('catalog.fields.category')}
            value={category}
            onChange={(value) => view.update({ category: value })}
            options={[
              ['all', t('catalog.list.anyCategory')],
              ...CATEGORIES.map((key) => [key, t(`catalog.categories.${key}`)] as const),
            ]}
          />
        )}
        <FilterSelect
          label={t('catalog.list.todayFilter')}
          value={today}
          onChange={(value) => view.update({ today: value })}
          options={[
            ['all', t('catalog.list.anyToday')],
            ['yes', t('catalog.list.todayYes')],
            ['no', t('catalog.list.todayNo')],
          ]}
        />
      </ListTools>
      <ResultCount>{t('catalog.list.count', { count: shown.length })}</ResultCount>
      {shown.length === 0 && <p>{t(narrowed ? 'catalog.list.none' : 'catalog.empty')}</p>}
      {catalogSections(current.rows, locale).map((section) => {
        const ids = section.items.map((item) => item.id);
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = ids.indexOf(String(active.id));
          const to = ids.indexOf(String(over.id));
          if (from < 0 || to < 0) return;
          reorder.mutate(arrayMove(ids, from, to));
        };
        // The category in the panel's language (never its data key), then the subcategory.
        const title = [
          section.category ? t(`catalog.categories.${section.category}`) : '',
          section.subcategory,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <section key={section.key || '-'} className="catalog-section">
            {title ? <h3>{title}</h3> : null}
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <ul className="catalog-list">
                  {section.items.map((item) => (
                    <CatalogRow
                      key={item.id}
                      item={item}
                      onEdit={() => onEdit(item)}
                      onDelete={() => setDoomed(item)}
                      onToggleToday={(value) => {
                        const { id, order: _order, createdAt: _c, updatedAt: _u, ...body } = item;
                        save.mutate({ id, body: { ...body, availableToday: value } });
                      }}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          </section>
        );
      })}
      <Pager
        page={current.page}
        pages={current.pages}
        total={shown.length}
        size={PAGE_SIZE}
        onPage={(page) => view.update({ page })}
      />
      {doomed && (
        <ConfirmDialog
          title={t('catalog.confirmTitle')}
          message={t('catalog.confirmText', { name: doomed.name })}
          confirmLabel={t('catalog.delete')}
          cancelLabel={t('catalog.cancel')}
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            undoable.remove(doomed.id, doomed.name);
            setDoomed(null);
          }}
        />
      )}
    </>
  );
}
