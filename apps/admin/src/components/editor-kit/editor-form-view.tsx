import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnsavedGuard } from './unsaved-guard';
import type { EditorForm } from './use-editor-form';

type SaveBarProps = {
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
  /** The button's text ('Guardar todo', 'Guardar ENV', ...); the kit's "Save" by default. */
  label?: string;
  /** Shown while saving ('Guardando…' by default). */
  savingLabel?: string;
  children?: ReactNode;
};

/** The save button with its state: what it does, "Saving…" while it runs, unsaved changes noted. */
export function SaveBar({ saving, dirty, onSave, label, savingLabel, children }: SaveBarProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="save-bar">
      <button
        type="button"
        className="button button--primary"
        onClick={onSave}
        disabled={saving}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {saving ? (savingLabel ?? t('editorKit.saving')) : (label ?? t('editorKit.save'))}
      </button>
      <span className="save-bar__state" role="status">
        {saving ? '' : dirty ? t('editorKit.unsaved.badge') : ''}
      </span>
      {children}
    </div>
  );
}

type EditorFormViewProps<T extends FieldValues> = {
  editor: EditorForm<T>;
  /** The form's accessible name (usually the tab's heading). */
  label: string;
  saveLabel?: string;
  savingLabel?: string;
  children: ReactNode;
  /** Beside the save button (e.g. a reload). */
  actions?: ReactNode;
};

/** A form with the kit's save bar (top and bottom) and the unsaved-changes guard. */
export function EditorFormView<T extends FieldValues>({
  editor,
  label,
  saveLabel,
  savingLabel,
  children,
  actions,
}: EditorFormViewProps<T>) {
  const bar = (
    <SaveBar
      saving={editor.saving}
      dirty={editor.dirty}
      onSave={editor.submit}
      label={saveLabel}
      savingLabel={savingLabel}
    >
      {actions}
    </SaveBar>
  );
  return (
    <form
      aria-label={label}
      className="editor-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
    >
      <UnsavedGuard when={editor.dirty} />
      {bar}
      {children}
    </form>
  );
}
