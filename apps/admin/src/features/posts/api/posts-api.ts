import { ApiError, type ApiClient } from '@bar/client/api-client';
import type { Event, EventInput, EventPatch, MediaItem } from '@bar/domain/events/schema';

/** GET /api/admin/events: every event of the tenant, drafts included, split around today. */
export type AdminEventList = { today: string; timeZone: string; upcoming: Event[]; past: Event[] };

const BASE = '/api/admin/events';

export const listPosts = (api: ApiClient) => api.get<AdminEventList>(BASE);

export const createPost = (api: ApiClient, body: EventInput) =>
  api.request<Event>(BASE, { method: 'POST', body });

export const updatePost = (api: ApiClient, id: string, body: EventPatch) =>
  api.request<Event>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const deletePost = (api: ApiClient, id: string) =>
  api.request<unknown>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * POST /api/admin/events/:id/media (multipart, field `file`). XMLHttpRequest rather than fetch:
 * only it reports upload progress. Answers the stored media item with its webp variants.
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
