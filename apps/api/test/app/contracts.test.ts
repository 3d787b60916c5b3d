import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Contract } from '@bar/domain/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionContracts } from '@bar/domain/api/versions';
import { VERSION_AREAS } from '@bar/domain/versions/schema';
import { buildTestApp } from '../helper.js';

// Every route the API serves is registered from its contract in @bar/domain/api, so the OpenAPI
// document, the validation and the clients' types all come from one declaration. A route added
// with a hand-written schema fails here.

const apiDir = fileURLToPath(new URL('../../../../packages/domain/src/api/', import.meta.url));

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value &&
  'errors' in value;

/** "GET /api/events/{slug}" for a contract's method and `:slug` path, as OpenAPI writes it. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

async function contractKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of readdirSync(apiDir).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
    const module = (await import(`@bar/domain/api/${file.slice(0, -3)}`)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (isContract(value)) keys.add(keyOf(value.method, value.path));
    }
  }
  for (const area of VERSION_AREAS) {
    for (const contract of Object.values(versionContracts(area))) {
      keys.add(keyOf(contract.method, contract.path));
    }
  }
  return keys;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('contracts', () => {
  it('every documented route comes from a contract, and every contract is served', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const served = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head' && method !== 'options')
        .map((method) => keyOf(method, path)),
    );
    const declared = await contractKeys();
    // The wildcard of /api/media/* is documented as the path parameter {path}.
    const normalise = (key: string) => key.replace(/\/\*$/, '/{path}');
    expect(served.length).toBeGreaterThan(100);
    expect(
      served.map(normalise).filter((key) => !new Set([...declared].map(normalise)).has(key)),
    ).toEqual([]);
    expect(
      [...declared].map(normalise).filter((key) => !served.map(normalise).includes(key)),
    ).toEqual([]);
  });
});
