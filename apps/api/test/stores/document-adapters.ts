import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { openFirestoreBackend } from '../../src/stores/firestore/firestore-document-backend.js';
import { createDocumentStore } from '../../src/stores/scoped-document-store.js';
import { openSqliteBackend } from '../../src/stores/sqlite/sqlite-document-backend.js';

export interface AdapterCase {
  name: 'sqlite' | 'firestore';
  open: () => { store: DocumentStore; cleanup: () => Promise<void> };
}

/** The adapters every contract case runs against: SQLite always, Firestore when the emulator runs. */
export function documentAdapters(): AdapterCase[] {
  const host = inject('firestoreEmulatorHost');
  const cases: AdapterCase[] = [
    {
      name: 'sqlite',
      open() {
        const dir = mkdtempSync(join(tmpdir(), 'docs-'));
        const store = createDocumentStore(openSqliteBackend(join(dir, 'data.sqlite')));
        return {
          store,
          cleanup: async () => (await store.close(), rmSync(dir, { recursive: true, force: true })),
        };
      },
    },
  ];
  if (host) {
    cases.push({
      name: 'firestore',
      open() {
        const store = createDocumentStore(
          openFirestoreBackend({
            GCLOUD_PROJECT: 'demo-restaurant',
            STORAGE_BUCKET: '',
            FIRESTORE_EMULATOR_HOST: host,
          }),
        );
        return { store, cleanup: () => store.close() };
      },
    });
  }
  return cases;
}

let counter = 0;
/** A fresh tenant per test keeps cases independent on the shared emulator. */
export const freshTenant = () =>
  `t${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
