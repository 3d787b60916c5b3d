import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import app, { serverOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

/** The real app with its real logger, its lines read from the stream instead of stdout. */
type Line = Record<string, unknown>;
const lines: Line[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bar-logs-'));
let server: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    GCLOUD_PROJECT: 'demo-logs',
  });
  server = Fastify(
    serverOptions(config, { write: (line) => void lines.push(JSON.parse(line) as Line) }),
  );
  await server.register(
    fp(async (scope) => {
      await app(scope, { config });
      await scope.register((child, _options, done) => {
        child.get('/api/test/boom', { config: { access: 'public' } }, () => {
          throw new Error('kaput');
        });
        done();
      });
    }),
  );
  await server.ready();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('log lines for Google Cloud', () => {
  it("carry Cloud Logging's severity and message, and the W3C trace of the request", async () => {
    const response = await server.inject({
      url: '/api/health',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[\w-]{8,}$/);
    const own = linesOf(id);
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) {
      expect(line).toMatchObject({
        severity: 'INFO',
        'logging.googleapis.com/trace':
          'projects/demo-logs/traces/4bf92f3577b34da6a3ce929d0e0e4736',
        'logging.googleapis.com/spanId': '00f067aa0ba902b7',
      });
      expect(typeof line.message).toBe('string');
    }
  });

  it("read Google's own trace header too, and keep a caller's plain request id", async () => {
    const response = await server.inject({
      url: '/api/health',
      headers: {
        'x-cloud-trace-context': '105445aa7843bc8bf206b12000100000/1;o=1',
        'x-request-id': 'probe-42',
      },
    });
    expect(response.headers['x-request-id']).toBe('probe-42');
    expect(linesOf('probe-42')[0]).toMatchObject({
      'logging.googleapis.com/trace': 'projects/demo-logs/traces/105445aa7843bc8bf206b12000100000',
      'logging.googleapis.com/spanId': '0000000000000001',
    });
  });

  it('never take free text from the caller as the request id', async () => {
    const response = await server.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nFAKE LINE' },
    });
    expect(response.headers['x-request-id']).not.toContain(' ');
  });

  it('report a 5xx as an Error Reporting event with its stack, and tell the caller nothing of it', async () => {
    const response = await server.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('kaput');
    const reported = linesOf(String(response.headers['x-request-id'])).find(
      (line) => line.severity === 'ERROR',
    );
    expect(reported).toMatchObject({
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      context: { httpRequest: { method: 'GET', url: '/api/test/boom', responseStatusCode: 500 } },
    });
    expect(String(reported?.stack_trace)).toMatch(/Error: kaput\n\s+at /);
  });
});
