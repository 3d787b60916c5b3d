import { type DocData, type DocumentStore, serverTimestamp } from '../stores/document-store.js';

/**
 * A tenant's environment in its scoped store (`request.docs`, so everything lands under
 * `tenants/{tenant}/`). The spec's `tenants/{tenant}/private/env/current` has an odd number of
 * segments, which names a collection, not a document (stores/README.md); so the current document
 * is `private/env` itself and its versions hang beneath it at `private/env/versions/{ts}`.
 */
export const ENV_CURRENT_PATH = 'private/env';
export const ENV_VERSIONS_PATH = `${ENV_CURRENT_PATH}/versions`;
export const envVersionPath = (ts: number) => `${ENV_VERSIONS_PATH}/${ts}`;

export const ENV_VERSIONS_LIMIT = 50;

/** Values as stored: public ones in clear, secrets sealed (see lib/security/secret-box.ts). */
export interface StoredEnv {
  env: Record<string, string>;
  updatedAt: string | null;
  ts: number | null;
}

/** Tolerant read: non-string values (hand edits) are left out rather than failing. */
export function storedEnvFrom(data: DocData | null): StoredEnv | null {
  if (!data) return null;
  const raw =
    typeof data.env === 'object' && data.env !== null ? (data.env as Record<string, unknown>) : {};
  const env = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return {
    env,
    updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : null,
    ts: typeof data.ts === 'number' ? data.ts : null,
  };
}

export const readCurrentEnv = async (docs: DocumentStore): Promise<StoredEnv | null> =>
  storedEnvFrom(await docs.get(ENV_CURRENT_PATH));

export class EnvVersionExistsError extends Error {
  constructor(readonly ts: number) {
    super(`Version ${ts} already exists`);
    this.name = 'EnvVersionExistsError';
  }
}

/**
 * Writes the current document and its version in one transaction. `build` gets the current
 * document (to keep secrets sent back masked) and gives the values to store; it may throw to
 * cancel. The version key is `versionTs`, else the clock, kept after the current one so two
 * saves in one millisecond do not collide.
 */
export async function saveEnv(
  docs: DocumentStore,
  versionTs: number | undefined,
  build: (current: StoredEnv | null) => Record<string, string>,
): Promise<{ ts: number; env: Record<string, string> }> {
  return docs.transaction(async (tx) => {
    const current = storedEnvFrom(await tx.get(ENV_CURRENT_PATH));
    const ts = versionTs ?? Math.max(Date.now(), (current?.ts ?? 0) + 1);
    if (await tx.get(envVersionPath(ts))) throw new EnvVersionExistsError(ts);
    const env = build(current);
    tx.set(ENV_CURRENT_PATH, { env, updatedAt: serverTimestamp(), ts });
    tx.set(envVersionPath(ts), { env, createdAt: serverTimestamp(), ts });
    return { ts, env };
  });
}

/** Newest first. */
export async function listEnvVersions(docs: DocumentStore, limit = ENV_VERSIONS_LIMIT) {
  const snapshots = await docs.query(ENV_VERSIONS_PATH, {
    orderBy: [{ field: 'ts', direction: 'desc' }],
    limit,
  });
  return snapshots.map(({ id, data }) => ({
    ts: typeof data.ts === 'number' ? data.ts : Number(id),
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : null,
  }));
}

/** One saved version as stored (secrets sealed), or null. */
export async function readEnvVersion(
  docs: DocumentStore,
  ts: number,
): Promise<{ env: Record<string, string>; createdAt: string | null; ts: number } | null> {
  const data = await docs.get(envVersionPath(ts));
  if (!data) return null;
  const stored = storedEnvFrom(data);
  return {
    env: stored?.env ?? {},
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : null,
    ts,
  };
}
