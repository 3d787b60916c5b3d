import { type KeyboardCoordinateGetter, useDraggable, useDroppable } from '@dnd-kit/core';
import { THEME_SLOT_NAMES, type ThemeSlotName } from '@bar/domain/styles/theme-css';
import { useTranslation } from 'react-i18next';

export const slotId = (slot: ThemeSlotName) => `alias-${slot}`;

/**
 * The keyboard's way to drop: with a theme picked up (Space), the arrow keys move it from one
 * slot to the other, and Space drops it there.
 */
export const slotCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.code)) return undefined;
  event.preventDefault();
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const width = context.collisionRect?.width ?? 0;
  const height = context.collisionRect?.height ?? 0;
  const rects = THEME_SLOT_NAMES.map((slot) => context.droppableRects.get(slotId(slot)));
  // Where the theme is now (the sensor's own coordinates, not the last render's).
  const x = currentCoordinates.x + width / 2;
  const y = currentCoordinates.y + height / 2;
  const current = rects.findIndex(
    (rect) => rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom,
  );
  const next =
    current === -1
      ? forward
        ? 0
        : rects.length - 1
      : Math.min(rects.length - 1, Math.max(0, current + (forward ? 1 : -1)));
  const rect = rects[next];
  if (!rect) return undefined;
  return { x: rect.left + rect.width / 2 - width / 2, y: rect.top + rect.height / 2 - height / 2 };
};

/** A theme to drag: in the list a plain name, in the chips row a draggable button. */
export function DraggableTheme({ theme, chip = false }: { theme: string; chip?: boolean }) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `theme-${theme}`,
    data: { theme },
    disabled: !chip,
  });
  if (!chip) return <span className="styles-theme__name">{theme}</span>;
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="styles-chip"
      data-user-content
      data-dragging={isDragging || undefined}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      {...listeners}
      {...attributes}
      aria-label={t('stylesTab.themes.dragLabel', { theme })}
    >
      {theme}
    </button>
  );
}

/** A slot (light or dark) a theme is dropped on: its name and the theme it shows. */
export function AliasSlot({ slot, theme }: { slot: ThemeSlotName; theme: string }) {
  const { t } = useTranslation('admin');
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  return (
    <div
      ref={setNodeRef}
      className="styles-slot"
      data-over={isOver || undefined}
      role="group"
      aria-label={t('stylesTab.themes.slotLabel', { slot: t(`stylesTab.slots.${slot}`) })}
    >
      <span className="styles-slot__name">{t(`stylesTab.slots.${slot}`)}</span>
      <strong className="styles-slot__theme">{theme}</strong>
    </div>
  );
}
