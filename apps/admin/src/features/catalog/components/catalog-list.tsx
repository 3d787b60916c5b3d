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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';
import type { CatalogItem, CatalogKind } from '../api/catalog-api';
import { useCatalogMutations } from '../api/use-catalog';
import { useLocale } from '../../../lib/locale-context';
import { catalogSections } from '../lib/form-values';

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
 * The list by section; each section reorders by drag and drop (@dnd-kit: pointer, or the
 * keyboard: focus a handle, Space to lift, arrows to move, Space to drop).
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
  const shown = items.filter((item) => !undoable.hidden(item.id));
  if (shown.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <>
      {catalogSections(shown, locale).map((section) => {
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
