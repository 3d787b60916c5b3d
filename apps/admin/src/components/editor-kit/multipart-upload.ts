import { ApiError } from '@bar/client/api-client';

export type MultipartUpload = {
  /** The API path the form is POSTed to. */
  url: string;
  file: File;
  token: string | null;
  /** The panel's language, for the API's error texts. */
  locale?: string;
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an ApiError of status 0 and code `canceled`. */
  signal?: AbortSignal;
};

/**
 * One file POSTed as multipart/form-data (field `file`), for the small files the API takes in one
 * request. XMLHttpRequest rather than fetch: only it reports upload progress. Resolves with the
 * parsed answer; rejects with an ApiError carrying the API's translated message.
 */
export function sendMultipart<T>({
  url,
  file,
  token,
  locale,
  onProgress,
  signal,
}: MultipartUpload): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (locale) xhr.setRequestHeader('x-locale', locale);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'canceled', 'Upload canceled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(xhr.status, error?.code ?? 'upload_failed', error?.message ?? xhr.statusText),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    if (signal?.aborted) xhr.abort();
    else xhr.send(form);
  });
}
