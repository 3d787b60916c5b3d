import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { THEME_SLOT_NAMES, type ThemeSlotName } from '@bar/domain/styles/theme-css';
import {
  assignAlias,
  createTheme,
  deleteTheme,
  duplicateTheme,
  renameTheme,
  type ThemeState,
} from '@bar/domain/styles/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { AliasSlot, DraggableTheme, slotCoordinates, slotId } from './theme-dnd';

type ThemesSectionProps = {
  state: ThemeState;
  initialSlot: ThemeSlotName;
  /** Applies a theme operation; a refused one answers its message in the panel's language. */
  apply: (operation: (state: ThemeState) => ThemeState) => string | null;
  onInitialSlot: (slot: ThemeSlotName) => void;
};

/** 'Temas: CRUD y asignación de aliases (Drag & Drop)'. */
export function ThemesSection({ state, initialSlot, apply, onInitialSlot }: ThemesSectionProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [newName, setNewName] = useState('');
  const [base, setBase] = useState(state.styles.themes[0] ?? 'light');
  const [copyName, setCopyName] = useState('');
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotCoordinates }),
  );

  const run = (operation: (s: ThemeState) => ThemeState, done: string) => {
    const error = apply(operation);
    setStatus(error ? { kind: 'error', text: error } : { kind: 'ok', text: done });
    return !error;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const slot = THEME_SLOT_NAMES.find((name) => slotId(name) === over?.id);
    const theme = active.data.current?.['theme'] as string | undefined;
    if (slot && theme)
      run(
        (s) => assignAlias(s, slot, theme),
        t('stylesTab.themes.assigned', { theme, slot: t(`stylesTab.slots.${slot}`) }),
      );
  };
  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    if (
      run((s) => createTheme(s, newName), t('stylesTab.themes.created', { name: newName.trim() }))
    )
      setNewName('');
  };
  const submitCopy = (event: FormEvent) => {
    event.preventDefault();
    if (
      run(
        (s) => duplicateTheme(s, base, copyName),
        t('stylesTab.themes.created', { name: copyName.trim() }),
      )
    )
      setCopyName('');
  };

  return (
    <section className="styles-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('stylesTab.sections.themes')}</h3>
      <p
        role="status"
        className={
          status?.kind === 'error' ? 'styles-status styles-status--error' : 'styles-status'
        }
      >
        {status?.text}
      </p>
      <ul className="styles-themes">
        {state.styles.themes.map((theme) => (
          <li key={theme} className="styles-theme">
            {renaming?.from === theme ? (
              <form
                className="styles-inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (
                    run(
                      (s) => renameTheme(s, theme, renaming.to),
                      t('stylesTab.themes.renamed', { from: theme, to: renaming.to.trim() }),
                    )
                  )
                    setRenaming(null);
                }}
              >
                <label htmlFor={`${id}-rename-${theme}`}>
                  {t('stylesTab.themes.renameLabel', { theme })}
                </label>
                <input
                  id={`${id}-rename-${theme}`}
                  value={renaming.to}
                  maxLength={40}
                  onChange={(event) => setRenaming({ from: theme, to: event.target.value })}
                />
                <button type="submit">{t('stylesTab.themes.renameSave')}</button>
                <button type="button" onClick={() => setRenaming(null)}>
                  {t('stylesTab.cancel')}
                </button>
              </form>
            ) : (
              <>
                <DraggableTheme theme={theme} />
                <button
                  type="button"
                  aria-label={t('stylesTab.themes.renameOf', { theme })}
                  onClick={() => setRenaming({ from: theme, to: theme })}
                >
                  {t('stylesTab.themes.rename')}
                </button>
                <button
                  type="button"
                  aria-label={t('stylesTab.themes.deleteOf', { theme })}
                  onClick={() => setDeleting(theme)}
                >
                  {t('stylesTab.themes.delete')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="styles-forms">
        <form className="styles-inline-form" onSubmit={submitNew}>
          <label htmlFor={`${id}-new`}>{t('stylesTab.themes.newLabel')}</label>
          <input
            id={`${id}-new`}
            value={newName}
            maxLength={40}
            onChange={(e) => setNewName(e.target.value)}
          />
          <button type="submit">{t('stylesTab.themes.create')}</button>
        </form>
        <form className="styles-inline-form" onSubmit={submitCopy}>
          <label htmlFor={`${id}-base`}>{t('stylesTab.themes.base')}</label>
          <select id={`${id}-base`} value={base} onChange={(e) => setBase(e.target.value)}>
            {state.styles.themes.map((theme) => (
              <option key={theme} value={theme} data-user-content>
                {theme}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-copy`}>{t('stylesTab.themes.copyName')}</label>
          <input
            id={`${id}-copy`}
            value={copyName}
            maxLength={40}
            onChange={(e) => setCopyName(e.target.value)}
          />
          <button type="submit">{t('stylesTab.themes.duplicate')}</button>
        </form>
      </div>

      <p className="kit-field__hint" id={`${id}-dnd-hint`}>
        {t('stylesTab.themes.dragHint')}
      </p>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('stylesTab.themes.dragHint') },
          announcements: {
            onDragStart: ({ active }) =>
              t('stylesTab.themes.picked', {
                theme: String(active.data.current?.['theme'] ?? ''),
              }),
            onDragOver: ({ over }) =>
              over
                ? t('stylesTab.themes.over', {
                    slot: t(`stylesTab.slots.${String(over.id).replace('alias-', '')}`),
                  })
                : '',
            onDragEnd: ({ over, active }) =>
              over
                ? t('stylesTab.themes.assigned', {
                    theme: String(active.data.current?.['theme'] ?? ''),
                    slot: t(`stylesTab.slots.${String(over.id).replace('alias-', '')}`),
                  })
                : t('stylesTab.themes.dropCancelled'),
            onDragCancel: () => t('stylesTab.themes.dropCancelled'),
          },
        }}
      >
        <div className="styles-chips" aria-label={t('stylesTab.themes.chips')} role="group">
          {state.styles.themes.map((theme) => (
            <DraggableTheme key={theme} theme={theme} chip />
          ))}
        </div>
        <div className="styles-slots">
          {THEME_SLOT_NAMES.map((slot) => (
            <AliasSlot key={slot} slot={slot} theme={state.aliases[slot]} />
          ))}
        </div>
      </DndContext>
      <div className="kit-field">
        <label htmlFor={`${id}-initial`}>{t('stylesTab.themes.initialSlot')}</label>
        <select
          id={`${id}-initial`}
          value={initialSlot}
          onChange={(event) => onInitialSlot(event.target.value as ThemeSlotName)}
        >
          {THEME_SLOT_NAMES.map((slot) => (
            <option key={slot} value={slot}>
              {t(`stylesTab.slots.${slot}`)}
            </option>
          ))}
        </select>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('stylesTab.themes.deleteTitle', { theme: deleting })}
          message={t('stylesTab.themes.deleteMessage')}
          confirmLabel={t('stylesTab.themes.delete')}
          cancelLabel={t('stylesTab.cancel')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const name = deleting;
            setDeleting(null);
            run((s) => deleteTheme(s, name), t('stylesTab.themes.deleted', { name }));
          }}
        />
      )}
    </section>
  );
}
