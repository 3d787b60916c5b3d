import type { ApiClient } from '@bar/client/api-client';
import {
  adminCompleteMediaUpload,
  adminCreateEvent,
  adminDeleteEvent,
  adminGetEvent,
  adminListEvents,
  adminPatchEvent,
  adminStartMediaUpload,
} from '@bar/client/endpoints/events';
import type { EventInput, EventPatch, MediaItem } from '@bar/domain/events/schema';
import { sendMultipart } from '../../../components/editor-kit/multipart-upload';

const BASE = '/api/admin/events';

// The back office's calls go through the events contracts' client entries (typed by them, and
// every answer parsed in development and tests); `api` signs them with the session's token.
export const listEvents = (api: ApiClient) => adminListEvents({}, { client: api });

/** One post as stored now (after a version is restored). */
export const getEvent = (api: ApiClient, id: string) =>
  adminGetEvent({ params: { id } }, { client: api });

export const createEvent = (api: ApiClient, body: EventInput) =>
  adminCreateEvent({ body }, { client: api });

export const updateEvent = (api: ApiClient, id: string, body: EventPatch) =>
  adminPatchEvent({ params: { id }, body }, { client: api });

export const deleteEvent = (api: ApiClient, id: string) =>
  adminDeleteEvent({ params: { id } }, { client: api });

/** Opens a resumable upload for a big file (the API checks the role, type and size first). */
export const startEventUpload = (api: ApiClient, id: string, file: File) =>
  adminStartMediaUpload(
    {
      params: { id },
      body: {
        name: file.name,
        size: file.size,
        contentType: file.type || 'application/octet-stream',
      },
    },
    { client: api },
  );

/** Adds a finished resumable upload to the post (webp variants for a picture). */
export const finishEventUpload = (api: ApiClient, id: string, uploadId: string) =>
  adminCompleteMediaUpload({ params: { id, uploadId } }, { client: api });

/**
 * POST /api/admin/events/:id/media (multipart, field `file`; `adminUploadMediaContract`), with
 * progress. Answers the stored media item with its webp variants.
 */
export const uploadEventMedia = (
  id: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> =>
  sendMultipart<MediaItem>({
    url: `${BASE}/${encodeURIComponent(id)}/media`,
    file,
    token,
    onProgress,
  });
