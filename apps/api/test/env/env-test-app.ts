import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { authEnv, bearer, type Callers, createCallers } from '../auth/auth-test-app.js';
import { buildApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

/** A known key, so the tests can open what the app stored. */
export const ENV_KEY = randomBytes(32);

export interface EnvTestApp {
  app: FastifyInstance;
  /** The root store, to read the raw stored documents. */
  documents: DocumentStore;
  callers: Callers;
}

/** The real app on the Auth emulator, with ENV_ENCRYPTION_KEY set to ENV_KEY. */
export async function buildEnvTestApp(): Promise<EnvTestApp> {
  const host = inject('authEmulatorHost');
  let documents: DocumentStore | undefined;
  const { app } = await buildApp(
    { ...authEnv(host), ENV_ENCRYPTION_KEY: ENV_KEY.toString('base64') },
    (scope) => {
      documents = scope.documents;
    },
  );
  return { app, documents: documents!, callers: await createCallers(authEmulator(host)) };
}

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    issues?: { path: string; code: string; message: string }[];
  };
};

/** Requests as the superadmin (or `as`) on localhost:`port` (3002 = restaurant, 3000 = default). */
export const envClient = ({ app, callers }: EnvTestApp) => ({
  resolve: (port = 3002, as = callers.owner, headers: Record<string, string> = {}) =>
    app.inject({
      url: '/api/env/resolve',
      headers: { host: `localhost:${port}`, ...bearer(as), ...headers },
    }),
  backup: (
    payload: unknown,
    port = 3002,
    as = callers.owner,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/env/backup',
      payload: payload as object,
      headers: { host: `localhost:${port}`, ...bearer(as), ...headers },
    }),
  versions: (port = 3002, as = callers.owner) =>
    app.inject({
      url: '/api/admin/env/versions',
      headers: { host: `localhost:${port}`, ...bearer(as) },
    }),
});
