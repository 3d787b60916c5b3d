import { isApiError } from '@bar/client/api-client';
import {
  completeStorageUpload,
  startStorageUpload,
  type StorageObject,
} from '@bar/client/endpoints/storage';
import { RESUMABLE_THRESHOLD, type UploadTaskState } from '@bar/domain/uploads/resumable';
import { useAuth } from '@bar/session/use-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendMultipart } from './multipart-upload';
import { ResumableUploadTask, UploadCanceledError } from './resumable-upload';
import type { UploadControl } from './upload-controls';
import { useAdminApi } from './use-admin-api';
import { useLocale } from '../../lib/locale-context';

/** Everything read from the tenant's stored files (the Files section, the media library). */
export const storageQueryKey = ['admin', 'storage'] as const;

/** One file on its way (or done): what the uploads list shows. */
export type StorageUpload = {
  key: string;
  name: string;
  /** The folder it goes into. */
  prefix: string;
  size: number;
  progress: number;
  state: UploadTaskState;
  /** Above the resumable threshold: sent in chunks, so it can be paused. */
  resumable: boolean;
  /** Its buttons (their `state` is the row's). */
  control: UploadControl;
  /** The API's reason, when it failed. */
  error?: unknown;
};

let counter = 0;

/**
 * Uploads into the tenant's stored files (the Files section and the media library): a file up to RESUMABLE_THRESHOLD goes in one multipart request
 * (cancellable), a bigger one through a resumable session in doubling chunks (pause, resume,
 * cancel, retried on 5xx, 408 and 429). `onStored` runs once a file is in the store; the listing
 * then reads again.
 */
export function useStorageUploads(onStored: (object: StorageObject) => void) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { getIdToken } = useAuth();
  const { locale } = useLocale();
  const [uploads, setUploads] = useState<StorageUpload[]>([]);
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });

  const update = useCallback((key: string, change: Partial<StorageUpload>) => {
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const start = useCallback(
    (files: File[], prefix: string) => {
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        const resumable = file.size > RESUMABLE_THRESHOLD;
        const settle = (promise: Promise<StorageObject>) =>
          promise.then(
            (object) => {
              update(key, { state: 'success', progress: 1 });
              stored.current(object);
              void queryClient.invalidateQueries({ queryKey: storageQueryKey });
            },
            (error: unknown) => {
              const canceled =
                error instanceof UploadCanceledError ||
                (isApiError(error) && error.code === 'canceled');
              update(key, canceled ? { state: 'canceled' } : { state: 'error', error });
            },
          );

        let control: UploadControl;
        if (resumable) {
          // The task starts at once; its state changes arrive once the session is open.
          const task = new ResumableUploadTask<StorageObject>({
            file,
            start: () =>
              api.call(startStorageUpload, {
                body: {
                  name: file.name,
                  size: file.size,
                  contentType: file.type || 'application/octet-stream',
                  prefix,
                },
              }),
            finish: (uploadId) => api.call(completeStorageUpload, { params: { uploadId } }),
            onState: (state) => update(key, { state }),
            onProgress: (progress) => update(key, { progress }),
          });
          control = {
            state: task.state,
            pause: () => task.pause(),
            resume: () => task.resume(),
            cancel: () => task.cancel(),
          };
          void settle(task.done);
        } else {
          const abort = new AbortController();
          control = {
            state: 'running',
            pause: () => undefined,
            resume: () => undefined,
            cancel: () => {
              update(key, { state: 'canceling' });
              abort.abort();
            },
          };
          void settle(
            getIdToken().then((token) =>
              sendMultipart<StorageObject>({
                url: `/api/admin/storage/files?prefix=${encodeURIComponent(prefix)}`,
                file,
                token,
                locale,
                signal: abort.signal,
                onProgress: (progress) => update(key, { progress }),
              }),
            ),
          );
        }
        const row: StorageUpload = {
          key,
          name: file.name,
          prefix,
          size: file.size,
          progress: 0,
          state: 'running',
          resumable,
          control,
        };
        setUploads((rows) => [...rows, row]);
      }
    },
    [api, getIdToken, locale, queryClient, update],
  );

  /** Forgets the finished rows (stored, cancelled or failed). */
  const clearFinished = useCallback(() => {
    setUploads((rows) =>
      rows.filter((row) => !['success', 'canceled', 'error'].includes(row.state)),
    );
  }, []);

  return { uploads, start, clearFinished };
}
