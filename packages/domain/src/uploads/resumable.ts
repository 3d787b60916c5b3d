import { z } from 'zod';

/**
 * Resumable uploads, as Cloud Storage speaks them (the API serves the same protocol on the local
 * file driver): the API opens a session after checking the role and answers its URI; the
 * browser PUTs the file to it in chunks, each with `Content-Range: bytes first-last/total`; an
 * incomplete upload answers 308 with `Range: bytes=0-<last stored byte>` (no Range: nothing
 * stored), the last chunk answers 200 with the object; `Content-Range: bytes *\/total` with an
 * empty body asks how far it got; DELETE cancels (499).
 */

/** Files above this go through a resumable session (smaller ones in one multipart request). */
export const RESUMABLE_THRESHOLD = 262_144;
/** The first chunk; each successful chunk doubles the next one, up to CHUNK_MAX. */
export const CHUNK_MIN = 262_144;
export const CHUNK_MAX = 33_554_432;
/** How long a failing operation (start, status, finish) is retried. */
export const RETRY_OPERATION_MS = 120_000;
/** How long a failing chunk is retried before the upload is an error. */
export const RETRY_UPLOAD_MS = 600_000;
/** Server errors, a timeout and too many requests are worth another try; the rest is final. */
export const isRetryableStatus = (status: number): boolean =>
  status >= 500 || status === 408 || status === 429;

/** The status Cloud Storage answers a cancelled session with ("client closed request"). */
export const CANCELLED_STATUS = 499;
/** The status of an incomplete upload ("resume incomplete"). */
export const INCOMPLETE_STATUS = 308;

/** A parsed `Content-Range` of a chunk: a byte range, or only a status query (`bytes *\/total`). */
export type ChunkRange =
  | { kind: 'bytes'; first: number; last: number; total: number | null }
  | { kind: 'query'; total: number | null };

const NUMBER = /^\d{1,15}$/;

/** `bytes 0-262143/1000000`, `bytes 0-262143/*`, `bytes *\/1000000`, `bytes *\/*`; null when malformed. */
export function parseContentRange(header: string | undefined): ChunkRange | null {
  const match = /^bytes (\*|(\d+)-(\d+))\/(\*|\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, range, first, last, totalText] = match;
  if (totalText !== '*' && !NUMBER.test(totalText!)) return null;
  const total = totalText === '*' ? null : Number(totalText);
  if (range === '*') return { kind: 'query', total };
  if (!NUMBER.test(first!) || !NUMBER.test(last!)) return null;
  const from = Number(first);
  const to = Number(last);
  if (to < from || (total !== null && to >= total)) return null;
  return { kind: 'bytes', first: from, last: to, total };
}

/** How many bytes a 308's `Range: bytes=0-N` says are stored (no header: none). */
export function storedBytes(range: string | null | undefined): number {
  const match = /^bytes=0-(\d+)$/.exec(range?.trim() ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

/** The next chunk size: doubled after a success, between CHUNK_MIN and CHUNK_MAX. */
export const nextChunkSize = (current: number): number =>
  Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, current * 2));

/** The states of an upload task, and which moves the user may make from each. */
export const UPLOAD_TASK_STATES = [
  'running',
  'pausing',
  'paused',
  'canceling',
  'canceled',
  'success',
  'error',
] as const;
export type UploadTaskState = (typeof UPLOAD_TASK_STATES)[number];

/** Pause only from running; resume from paused or pausing; cancel from running or pausing. */
export const canPause = (state: UploadTaskState): boolean => state === 'running';
export const canResume = (state: UploadTaskState): boolean =>
  state === 'paused' || state === 'pausing';
export const canCancel = (state: UploadTaskState): boolean =>
  state === 'running' || state === 'pausing';

/** POST /api/admin/events/:id/media/uploads: what the file is, before any byte is sent. */
export const StartUploadBodySchema = z
  .object({
    name: z.string().trim().min(1).max(300),
    size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    contentType: z.string().min(1).max(255),
  })
  .strict();

/** The session: where to PUT the bytes (a same-origin path locally, Cloud Storage's URI in production). */
export const UploadSessionSchema = z.object({
  uploadId: z.string(),
  sessionUri: z.string(),
});
export type UploadSession = z.infer<typeof UploadSessionSchema>;

export const UploadParamsSchema = z.object({
  id: z.string().min(1).max(64),
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
});
