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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '../api/use-gallery';

/** The smallest stored variant (the 64 × 64 thumbnail), or the original. */
export const thumbnailOf = (picture: Pick<GalleryItem, 'url' | 'resized'>) =>
  [...picture.resized].sort((a, b) => a.width - b.width)[0]?.url ?? picture.url;

/** How staff name a picture: its Spanish alt text, else its position. */
export const pictureName = (item: GalleryItem, index: number, t: TFunction<'admin'>) =>
  item.alt.es || item.alt.en || item.alt.fr || t('gallery.untitled', { n: index + 1 });

type RowProps = {
  item: GalleryItem;
  name: string;
  onEdit: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
};

function GalleryRow({ item, name, onEdit, onToggleHidden, onDelete }: RowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id });
  const missing = (['es', 'en', 'fr'] as const).filter((locale) => !item.alt[locale]);
  return (
    <li
      ref={setNodeRef}
      className="gallery-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="gallery-row__handle"
        aria-label={t('gallery.move', { name })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <img className="gallery-row__thumb" src={thumbnailOf(item)} alt="" width={64} height={64} />
      <div className="gallery-row__text">
        <strong>{name}</strong>
        <span>
          {t(`gallery.sources.${item.source}`)}
          {item.hidden ? ` · ${t('gallery.hiddenBadge')}` : ''}
        </span>
        {missing.length ? (
          <span className="gallery-row__warning">
            {t('gallery.missingAlt', { locales: missing.join(', ') })}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--secondary"
        onClick={onEdit}
        aria-label={`${t('gallery.edit')}: ${name}`}
      >
        {t('gallery.edit')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={onToggleHidden}
        aria-label={`${item.hidden ? t('gallery.show') : t('gallery.hide')}: ${name}`}
      >
        {item.hidden ? t('gallery.show') : t('gallery.hide')}
      </button>
      <button
        type="button"
        className="button button--danger"
        onClick={onDelete}
        aria-label={`${t('gallery.delete')}: ${name}`}
      >
        {t('gallery.delete')}
      </button>
    </li>
  );
}

type GalleryListProps = {
  items: GalleryItem[];
  onEdit: (item: GalleryItem) => void;
  onToggleHidden: (item: GalleryItem) => void;
  onDelete: (item: GalleryItem) => void;
  onReorder: (ids: string[]) => void;
};

/**
 * The pictures in the guests' order; drag and drop reorders them (@dnd-kit: pointer, or the
 * keyboard: focus a handle, Space to lift, arrows to move, Space to drop).
 */
export function GalleryList({
  items,
  onEdit,
  onToggleHidden,
  onDelete,
  onReorder,
}: GalleryListProps) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item, index) => [item.id, pictureName(item, index, t)]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('gallery.dragInstructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="gallery-list" aria-label={t('gallery.listLabel')}>
          {items.map((item) => (
            <GalleryRow
              key={item.id}
              item={item}
              name={names.get(item.id)!}
              onEdit={() => onEdit(item)}
              onToggleHidden={() => onToggleHidden(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
