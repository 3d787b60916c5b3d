import { isApiError, type ApiClient } from '@bar/client/api-client';
import type { Event, EventDraft, EventStatus, MediaItem } from '@bar/domain/events/schema';
import { RESUMABLE_THRESHOLD } from '@bar/domain/uploads/resumable';
import {
  createEvent,
  finishEventUpload,
  startEventUpload,
  updateEvent,
  uploadEventMedia,
} from '../api/events-api';
import { localizedToSave, OTHER_LANGUAGES } from './form-values';
import { applyDetails, type MediaEntry } from './media-entries';
import {
  ResumableUploadTask,
  UploadCanceledError,
} from '../../../components/editor-kit/resumable-upload';

/** Why a save failed, as the spec's catalogue tells them apart. */
export type SaveFailure = 'eventsPermission' | 'storagePermission' | 'other';

export class SaveError extends Error {
  constructor(
    readonly reason: SaveFailure,
    override readonly cause: unknown,
    /** The file whose upload failed, when one did. */
    readonly file?: string,
  ) {
    super(reason);
  }
}

type SaveArgs = {
  api: ApiClient;
  getToken: () => Promise<string | null>;
  id: string | null;
  /** The status stored now (null for a new post): kept while new files upload. */
  storedStatus: EventStatus | null;
  values: EventDraft;
  media: MediaEntry[];
  onProgress: (key: string, fraction: number) => void;
  /** A big file's upload task, so its row can pause, resume or cancel it. */
  onTask?: (key: string, task: ResumableUploadTask<MediaItem> | null) => void;
  /** A new post exists once created: a retry after a failed upload must update it, not create another. */
  onCreated: (event: Event) => void;
};

const storedItems = (media: MediaEntry[]): MediaItem[] =>
  media.flatMap((entry) => (entry.kind === 'stored' ? [entry.item] : []));

/**
 * Calls to action left on 'none' with nothing typed (in any language) are not worth storing: the
 * indexes of the rows kept.
 */
const usedCtaRows = (values: EventDraft) =>
  values.ctas.flatMap((cta, index) =>
    cta.type !== 'none' ||
    cta.url !== '' ||
    cta.label !== '' ||
    OTHER_LANGUAGES.some((language) => values.localized?.[language]?.ctaLabels?.[index])
      ? [index]
      : [],
  );

/**
 * Saves the post: the fields and the kept media first (the API deletes the files of removed
 * items), then each new file (the upload needs the event's id), then the final media order and
 * the chosen status. While files upload the post keeps the status guests already see (a new
 * post is a private draft), so nothing is published before its uploads succeeded.
 */
export async function saveEvent({
  api,
  getToken,
  id,
  storedStatus,
  values,
  media,
  onProgress,
  onCreated,
  onTask,
}: SaveArgs): Promise<Event> {
  // startAt and coverUrl have no control here: leave what another tool stored untouched.
  const { startAt: _startAt, coverUrl: _coverUrl, ...edited } = values;
  const pending = media.filter((entry) => entry.kind === 'pending');
  const kept = usedCtaRows(values);
  const fields = {
    ...edited,
    ctas: values.ctas.filter((_cta, index) => kept.includes(index)),
    localized: localizedToSave(values.localized, kept),
    media: storedItems(media),
    ...(pending.length > 0 && { status: storedStatus ?? 'draft' }),
  };
  let event: Event;
  try {
    event = id ? await updateEvent(api, id, fields) : await createEvent(api, fields);
  } catch (cause) {
    const denied = isApiError(cause) && cause.status === 403;
    throw new SaveError(denied ? 'eventsPermission' : 'other', cause);
  }
  if (!id) onCreated(event);
  if (pending.length === 0) return event;

  const uploaded = new Map<string, MediaItem>();
  let current = '';
  try {
    for (const entry of pending) {
      current = entry.file.name;
      if (entry.file.size <= RESUMABLE_THRESHOLD) {
        const item = await uploadEventMedia(event.id, entry.file, await getToken(), (fraction) =>
          onProgress(entry.key, fraction),
        );
        uploaded.set(entry.key, applyDetails(item, entry.details));
        continue;
      }
      // Above the threshold: a resumable session (videos up to 200 MB, over Cloud Run's limit).
      const task = new ResumableUploadTask<MediaItem>({
        file: entry.file,
        start: () => startEventUpload(api, event.id, entry.file),
        finish: (uploadId) => finishEventUpload(api, event.id, uploadId),
        onProgress: (fraction) => onProgress(entry.key, fraction),
        onState: () => onTask?.(entry.key, task),
      });
      onTask?.(entry.key, task);
      try {
        uploaded.set(entry.key, applyDetails(await task.done, entry.details));
      } catch (cause) {
        // A cancelled file is simply left out of the post.
        if (!(cause instanceof UploadCanceledError)) throw cause;
      } finally {
        onTask?.(entry.key, null);
      }
    }
  } catch (cause) {
    const denied = isApiError(cause) && (cause.status === 401 || cause.status === 403);
    throw new SaveError(denied ? 'storagePermission' : 'other', cause, current);
  }
  const ordered = media.flatMap((entry) =>
    entry.kind === 'stored' ? [entry.item] : (uploaded.get(entry.key) ?? []),
  );
  try {
    return await updateEvent(api, event.id, { media: ordered, status: values.status });
  } catch (cause) {
    throw new SaveError('other', cause);
  }
}
