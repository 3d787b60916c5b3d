import type { Event, EventStatus } from '@bar/domain/events/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getEvent } from '../api/events-api';
import { useEventsApi, useSaveEvent } from '../api/use-events';
import { formValuesOf } from '../lib/form-values';
import { storedEntries, type MediaEntry } from '../lib/media-entries';
import { eventResolver } from '../lib/event-resolver';
import { SaveError, type SaveFailure } from '../lib/save-event';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { versionsQueryKey } from '../../../components/editor-kit/use-versions';
import { fieldText, VersionHistory } from '../../../components/editor-kit/version-history';
import { eventFieldMessage } from '../lib/version-fields';
import { CtaFields } from './cta-fields';
import type { UploadControl } from '../../../components/editor-kit/upload-controls';
import { MediaEditor } from './media-editor';
import { LanguageTabs } from './language-tabs';
import { EventFields } from './event-fields';
import { SaveStatus, type SaveState } from './save-status';

/** The spec's sentence for the failure, and the precise cause (which file, what the API said). */
function useFailureOf() {
  const { t } = useTranslation('admin');
  return (error: unknown): { reason: SaveFailure; detail: string } => {
    if (!(error instanceof SaveError)) return { reason: 'other', detail: saveErrorText(t, error) };
    const cause = saveErrorText(t, error.cause);
    return {
      reason: error.reason,
      detail: error.file ? t('posts.save.fileFailed', { name: error.file, cause }) : cause,
    };
  };
}

type EventFormProps = {
  event: Event | null;
  onClose: () => void;
  /** A version was restored: the form starts again from the post as stored now. */
  onRestored?: (event: Event) => void;
};

/** What a post's versions keep, to diff one against the form's stored post. */
const versionData = (event: Event | null) => {
  if (!event) return null;
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = event;
  return fields;
};

/**
 * The posts / events form: the domain schema checks it, the API saves it. Unsaved changes are
 * marked, Ctrl/⌘+S saves, and leaving them (the back button, another section, closing the
 * window) asks first.
 */
export function EventForm({ event, onClose, onRestored }: EventFormProps) {
  const { t } = useTranslation('admin');
  const { mutateAsync: save } = useSaveEvent();
  const { api } = useEventsApi();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<Event | null>(event);
  const [id, setId] = useState<string | null>(event?.id ?? null);
  const [storedStatus, setStoredStatus] = useState<EventStatus | null>(event?.status ?? null);
  const [media, setMedia] = useState<MediaEntry[]>(() => storedEntries(event?.media ?? []));
  // Staff added, removed or reordered a file since the last save (progress is not a change).
  const [mediaChanged, setMediaChanged] = useState(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [uploads, setUploads] = useState<Record<string, UploadControl>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const failureOf = useFailureOf();
  const { register, control, handleSubmit, formState, reset, getValues } = useForm({
    resolver: eventResolver,
    defaultValues: formValuesOf(event),
  });
  const { confirmDiscard, dialog } = useDiscardConfirm();

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = handleSubmit(async (values) => {
    setState({ kind: 'saving' });
    try {
      const saved = await save({
        id,
        storedStatus,
        values,
        media,
        onCreated: (created) => {
          setId(created.id);
          setStoredStatus(created.status);
        },
        onTask: (key, task) =>
          setUploads((current) => {
            const { [key]: _gone, ...rest } = current;
            if (!task) return rest;
            return {
              ...rest,
              [key]: {
                state: task.state,
                pause: () => task.pause(),
                resume: () => task.resume(),
                cancel: () => task.cancel(),
              },
            };
          }),
        onProgress: (key, progress) =>
          setMedia((entries) =>
            entries.map((entry) =>
              entry.key === key && entry.kind === 'pending' ? { ...entry, progress } : entry,
            ),
          ),
      });
      setId(saved.id);
      setStored(saved);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey('events', saved.id) });
      setStoredStatus(saved.status);
      setMedia(storedEntries(saved.media));
      setMediaChanged(false);
      // What was sent is now what is stored (the form's own values: the parsed ones differ).
      reset(getValues());
      setState({ kind: 'success', title: saved.title });
    } catch (error) {
      // The spec's generic message sends staff to the console for the details.
      console.error(error);
      setState({ kind: 'failure', ...failureOf(error) });
    }
  });

  const saving = state.kind === 'saving';
  const dirty = formState.isDirty || mediaChanged;
  useSaveShortcut(() => void onSubmit(), !saving);
  const back = async () => {
    if (dirty && !(await confirmDiscard())) return;
    onClose();
  };
  return (
    <form
      className="event-form"
      noValidate
      aria-labelledby="event-form-title"
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 id="event-form-title" ref={heading} tabIndex={-1}>
        {id ? t('posts.form.editTitle') : t('posts.form.newTitle')}
      </h2>
      <LanguageTabs control={control} register={register} errors={formState.errors} />
      <EventFields register={register} errors={formState.errors} />
      <CtaFields index={0} control={control} register={register} errors={formState.errors} />
      <CtaFields index={1} control={control} register={register} errors={formState.errors} />
      <MediaEditor
        entries={media}
        onChange={(entries) => {
          setMedia(entries);
          setMediaChanged(true);
        }}
        disabled={saving}
        uploads={uploads}
      />
      <fieldset className="event-status-field">
        <legend>{t('posts.form.status')}</legend>
        <label className="event-check">
          <input type="radio" value="draft" {...register('status')} />
          {t('posts.status.draft')}
        </label>
        <label className="event-check">
          <input type="radio" value="published" {...register('status')} />
          {t('posts.status.published')}
        </label>
      </fieldset>
      <SaveStatus state={state} />
      <div className="event-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving ? t('posts.save.saving') : t('posts.form.save')}
        </button>
        <button type="button" onClick={() => void back()} disabled={saving}>
          {t('posts.form.back')}
        </button>
        <span className="save-bar__state" aria-live="polite">
          {dirty && !saving ? t('editorKit.unsaved.badge') : ''}
        </span>
      </div>
      {id && (
        <VersionHistory
          area="events"
          doc={id}
          current={versionData(stored)}
          onRestored={() =>
            void getEvent(api, id).then((restored) => onRestored?.(restored), onClose)
          }
          fieldLabel={(path) => fieldText(t, eventFieldMessage(path), path)}
        />
      )}
      <UnsavedGuard when={dirty && !saving} />
      {dialog}
    </form>
  );
}
