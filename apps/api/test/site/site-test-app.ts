import { rmSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { authEnv, bearer, type Callers, createCallers } from '../auth/auth-test-app.js';
import { buildApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';
import { writeSiteFixture } from './site-fixture.js';

export interface SiteTestApp {
  app: FastifyInstance;
  documents: DocumentStore;
  callers: Callers;
  /** GET a page (localhost:3000 unless `port` says otherwise). */
  page(
    url: string,
    port?: number,
    headers?: InjectOptions['headers'],
  ): Promise<LightMyRequestResponse>;
  /** Saves metadata through PUT /api/admin/meta/:scope as staff. */
  saveMetadata(scope: string, entries: object, routeKey?: string, port?: number): Promise<void>;
}

/** The real app serving a fixture web build, wired to the Auth emulator. */
export async function buildSiteTestApp(
  env: Record<string, string> = {},
  {
    signIn = true,
    pages = {},
  }: {
    signIn?: boolean;
    /** Files of the build, by path, over the fixture's. */ pages?: Record<string, string>;
  } = {},
): Promise<SiteTestApp> {
  const webDist = writeSiteFixture(pages);
  let documents!: DocumentStore;
  const host = inject('authEmulatorHost');
  const { app } = await buildApp({ ...authEnv(host), WEB_DIST: webDist, ...env }, (scope) => {
    documents = scope.documents;
    scope.addHook('onClose', () => rmSync(webDist, { recursive: true, force: true }));
  });
  // The accounts exist once per run: a second app in a file passes signIn: false.
  const callers = signIn ? await createCallers(authEmulator(host)) : ({} as Callers);
  return {
    app,
    documents,
    callers,
    page: (url, port = 3000, headers = {}) =>
      app.inject({ url, headers: { host: `localhost:${port}`, ...headers } }),
    async saveMetadata(scope, entries, routeKey = 'home', port = 3000) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/meta/${scope}?routeKey=${routeKey}`,
        headers: { host: `localhost:${port}`, ...bearer(callers.staff) },
        payload: { entries },
      });
      if (res.statusCode !== 200) throw new Error(`PUT meta: ${res.statusCode} ${res.body}`);
    },
  };
}

/** The JSON of a `<script type="application/json" id>` block, or null. */
export function jsonBlock<T = unknown>(html: string, id: string): T | null {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as T) : null;
}

export const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
