import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';

/** The published OpenAPI document, read as an API client's generator or a gateway would. */
let app: FastifyInstance;
let document: Record<string, unknown>;
beforeAll(async () => {
  app = await buildTestApp();
  const response = await app.inject({ url: '/api/docs/json', headers: { host: 'localhost:3000' } });
  expect(response.statusCode).toBe(200);
  document = response.json<Record<string, unknown>>();
});
afterAll(() => app?.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map(
        (problem) =>
          `${problem.ruleId}: ${problem.message} at ${problem.location.map((place) => place.pointer).join(', ')}`,
      );
    expect(errors).toEqual([]);
  });
});

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
const operation = (path: string, method: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[path]?.[method];

describe('what a client generator reads from it', () => {
  it('names each operation once, after its method and path', () => {
    expect(operation('/api/admin/branding', 'get')?.operationId).toBe('getAdminBranding');
    expect(operation('/api/events/{idOrSlug}', 'get')?.operationId).toBe('getEventsByIdOrSlug');
    expect(operation('/api/media/{path}', 'head')?.operationId).toBe('headMediaByPath');
    expect(operation('/api/media/{path}', 'get')?.operationId).toBe('getMediaByPath');
  });

  it('says which calls need the staff token, which read it when sent and which need none', () => {
    expect(operation('/api/admin/branding', 'get')?.security).toEqual([{ bearer: [] }]);
    expect(operation('/api/events', 'get')?.security).toEqual([]);
    expect(operation('/api/media/{path}', 'get')?.security).toEqual([{}, { bearer: [] }]);
    expect(operation('/api/tasks/run', 'post')?.security).toEqual([{ tasksToken: [] }]);
  });
});
