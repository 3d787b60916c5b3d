import { ApiError, type ApiClient } from '@bar/client/api-client';
import {
  adminCompleteMediaUpload,
  adminCreateEvent,
  adminDeleteEvent,
  adminListEvents,
  adminPatchEvent,
  adminStartMediaUpload,
} from '@bar/client/endpoints/events';
import type { EventInput, EventPatch, MediaItem } from '@bar/domain/events/schema';

const BASE = '/api/admin/events';

// The back office's calls go through the events contracts' client entries (typed by them, and
// every answer parsed in development and tests); `api` signs them with the session's token.
export const listPosts = (api: ApiClient) => adminListEvents({}, { client: api });

export const createPost = (api: ApiClient, body: EventInput) =>
  adminCreateEvent({ body }, { client: api });

export const updatePost = (api: ApiClient, id: string, body: EventPatch) =>
  adminPatchEvent({ params: { id }, body }, { client: api });

export const deletePost = (api: ApiClient, id: string) =>
  adminDeleteEvent({ params: { id } }, { client: api });

/** Opens a resumable upload for a big file (the API checks the role, type and size first). */
export const startPostUpload = (api: ApiClient, id: string, file: File) =>
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
export const finishPostUpload = (api: ApiClient, id: string, uploadId: string) =>
  adminCompleteMediaUpload({ params: { id, uploadId } }, { client: api });

/**
 * POST /api/admin/events/:id/media (multipart, field `file`; `adminUploadMediaContract`).
 * XMLHttpRequest rather than fetch: only it reports upload progress. Answers the stored media
 * item with its webp variants.
 */
export function uploadPostMedia(
  id: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE}/${encodeURIComponent(id)}/media`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as MediaItem);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(xhr.status, error?.code ?? 'upload_failed', error?.message ?? xhr.statusText),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
