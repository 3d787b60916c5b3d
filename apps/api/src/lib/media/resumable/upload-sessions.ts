import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { BlobMetadata } from '../../../stores/blobs/blob-store.js';
import type { DocumentStore } from '../../../stores/document-store.js';

/**
 * The resumable upload sessions of a tenant: one document each (`uploadSessions/{id}`), so the
 * finishing call finds what the session was opened for whichever driver holds the bytes. On the
 * file driver the bytes wait in `DATA_DIR/uploads/{tenant}/{id}.part` until the last one arrives.
 */
export const SESSIONS = 'uploadSessions';
/** As Cloud Storage's: a session not finished within a week is gone. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface UploadSessionRecord {
  /** The event the file is for ('' for a file browser upload). */
  eventId: string;
  /** event (default): a post's picture or video; storage: any file, from the back office's file browser. */
  purpose?: 'event' | 'storage';
  /** What the stored object is cached for (events: a year, immutable). */
  cacheControl?: string;
  /** Where the file goes in the tenant's store. */
  path: string;
  /** The file's name as picked (shown in the editor). */
  name: string;
  size: number;
  /** What the browser said the file is; the bytes decide in the end. */
  contentType: string;
  driver: 'fs' | 'gcs';
  /** open: bytes missing; stored: the whole file is in the store. */
  state: 'open' | 'stored';
  by: string | null;
  createdAt: number;
  expiresAt: number;
}

export const newUploadId = () => randomBytes(24).toString('base64url');

const UPLOAD_ID = /^[A-Za-z0-9_-]{20,64}$/;

export async function readSession(
  docs: DocumentStore,
  uploadId: string,
): Promise<UploadSessionRecord | null> {
  if (!UPLOAD_ID.test(uploadId)) return null;
  const data = await docs.get(`${SESSIONS}/${uploadId}`);
  if (!data) return null;
  const record = data as unknown as UploadSessionRecord;
  return record.expiresAt > Date.now() ? record : null;
}

export const writeSession = (docs: DocumentStore, uploadId: string, record: UploadSessionRecord) =>
  docs.set(`${SESSIONS}/${uploadId}`, { ...record });

export const deleteSession = (docs: DocumentStore, uploadId: string) =>
  docs.delete(`${SESSIONS}/${uploadId}`);

/** How many expired sessions one sweep removes (the next session opened takes the rest). */
const SWEEP_BATCH = 50;

/**
 * Forgets sessions past their lifetime (abandoned uploads: a closed tab, a lost connection). Run
 * when a new session opens; their bytes on the file driver go with PartFiles' own sweep.
 */
export async function sweepExpiredSessions(docs: DocumentStore, now = Date.now()): Promise<number> {
  const expired = await docs.query(SESSIONS, {
    where: [{ field: 'expiresAt', op: '<=', value: now }],
    limit: SWEEP_BATCH,
  });
  await Promise.all(expired.map((snapshot) => docs.delete(`${SESSIONS}/${snapshot.id}`)));
  return expired.length;
}

/** Where a tenant's unfinished uploads wait on the file driver. */
export class PartFiles {
  constructor(private readonly root: string) {}

  private dir(tenant: string) {
    return join(this.root, tenant);
  }

  file(tenant: string, uploadId: string) {
    return join(this.dir(tenant), `${uploadId}.part`);
  }

  /** An empty part file (private to the process's user), and old leftovers of the tenant removed. */
  async create(tenant: string, uploadId: string): Promise<void> {
    await mkdir(this.dir(tenant), { recursive: true, mode: 0o700 });
    await this.sweep(tenant);
    const handle = await open(this.file(tenant, uploadId), 'w', 0o600);
    await handle.close();
  }

  /** How many bytes are stored (null: no such part). */
  async size(tenant: string, uploadId: string): Promise<number | null> {
    try {
      return (await stat(this.file(tenant, uploadId))).size;
    } catch {
      return null;
    }
  }

  async remove(tenant: string, uploadId: string): Promise<void> {
    await rm(this.file(tenant, uploadId), { force: true });
  }

  /** Removes the tenant's part files older than a session's lifetime (abandoned uploads). */
  async sweep(tenant: string): Promise<void> {
    const dir = this.dir(tenant);
    const old = Date.now() - SESSION_LIFETIME_MS;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < old) await rm(path, { force: true });
    }
  }
}

/** One operation at a time per session: two chunks never write the same part file together. */
export class SessionLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/** What a new session is for; the rest of its record is the same for every caller. */
export type SessionTarget = Pick<
  UploadSessionRecord,
  'eventId' | 'purpose' | 'cacheControl' | 'path' | 'size' | 'contentType'
> & { name: string; cacheControl: string };

/**
 * Opens a resumable session for a checked file: Cloud Storage's own session URI in production,
 * the API's `/api/uploads/:uploadId` (and an empty part file) on the file driver; records it and
 * forgets expired ones. Answers what the browser sends its chunks to.
 */
export async function openUploadSession(
  request: FastifyRequest,
  parts: PartFiles,
  target: SessionTarget,
): Promise<{ uploadId: string; sessionUri: string }> {
  const uploadId = newUploadId();
  const origin = request.headers.origin;
  const remote = await request.files.createResumableSession(target.path, {
    contentType: target.contentType,
    size: target.size,
    cacheControl: target.cacheControl,
    ...(origin ? { origin } : {}),
  });
  if (!remote) await parts.create(request.tenant, uploadId);
  await sweepExpiredSessions(request.docs);
  const now = Date.now();
  await writeSession(request.docs, uploadId, {
    ...target,
    name: target.name.slice(0, 300),
    driver: remote ? 'gcs' : 'fs',
    state: 'open',
    by: request.identity?.email ?? null,
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
  });
  return { uploadId, sessionUri: remote ?? `/api/uploads/${uploadId}` };
}

/** The session's stored file once every byte is in (its size, and on the file driver its state); else null. */
export async function storedUpload(
  request: FastifyRequest,
  session: UploadSessionRecord,
): Promise<BlobMetadata | null> {
  const meta = await request.files.head(session.path);
  const complete =
    meta !== null &&
    meta.size === session.size &&
    (session.driver !== 'fs' || session.state === 'stored');
  return complete ? meta : null;
}
