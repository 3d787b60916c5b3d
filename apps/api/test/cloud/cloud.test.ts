import type { CloudAnswer } from '@bar/domain/api/cloud';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEnv, bearer, people } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

let app: FastifyInstance;
let staff: string;

const answers = {
  ratings: { experience: 4, flavor: 4, service: 4, waitTime: 4, atmosphere: 4, price: 4 },
  wouldRecommend: true,
  wouldReturn: true,
  howHeard: 'walkIn',
};
// Toronto: 2026-03-09 23:30 local is 2026-03-10T03:30Z (the day belongs to the 9th there).
const survey = (ts: number, comment: string) => ({
  success: true,
  locale: 'es',
  ts,
  comment,
  name: 'Ana',
  answers,
});

beforeAll(async () => {
  const host = inject('authEmulatorHost');
  app = await buildTestApp(authEnv(host));
  staff = (await authEmulator(host).account(people.staff, { verified: true })).idToken;
  const docs = app.documents.forTenant('default');
  await docs.set('settings/default', { website: { timeZone: 'America/Toronto' } });
  await docs.set('surveys/s1', survey(Date.parse('2026-03-08T17:00:00Z'), 'primero'));
  await docs.set('surveys/s2', survey(Date.parse('2026-03-10T03:30:00Z'), 'tarde, "con comillas"'));
  await docs.set('surveys/s3', survey(Date.parse('2026-03-11T15:00:00Z'), '=SUM(A1)'));
  await docs.set('reservations/r1', {
    name: 'Eva',
    createdAt: '2026-03-09T12:00:00.000Z',
    cancelToken: 'secret-capability',
  });
  // A document that keeps its id among its fields, as reservations from the booking form do.
  await docs.set('subscribers/u1', {
    id: 'u1',
    email: 'eva@example.com',
    createdAt: '2026-02-05T18:21:00.000Z',
  });
  await app.documents
    .forTenant('restaurant')
    .set('surveys/other', survey(Date.parse('2026-03-09T12:00:00Z'), 'otro'));
});
afterAll(() => app.close());

const read = async (url: string, locale = 'en') =>
  app.inject({ url, headers: { ...bearer(staff), 'x-locale': locale } });

describe('the cloud tab', () => {
  it("reads a range of days in the tenant's zone, newest first, this tenant only", async () => {
    const res = await read('/api/admin/cloud/surveys?from=2026-03-09&to=2026-03-10');
    expect(res.statusCode).toBe(200);
    const body = res.json<CloudAnswer>();
    expect(body.timeZone).toBe('America/Toronto');
    // s2 is the 9th in Toronto (23:30) though the 10th in UTC; s1 (8th) and s3 (11th) are out.
    expect(body.rows.map((row) => row.id)).toEqual(['s2']);
    expect(body.columns).toContain('comment');
    const all = (await read('/api/admin/cloud/surveys')).json<CloudAnswer>();
    expect(all.rows.map((row) => row.id)).toEqual(['s3', 's2', 's1']);
    const one = (await read('/api/admin/cloud/surveys?limit=1')).json<CloudAnswer>();
    expect(one).toMatchObject({ truncated: true, rows: [{ id: 's3' }] });
  });

  it('never shows capabilities or secrets', async () => {
    const body = (await read('/api/admin/cloud/reservations')).json<CloudAnswer>();
    expect(body.rows[0]?.data).toEqual({ name: 'Eva', createdAt: '2026-03-09T12:00:00.000Z' });
    expect(JSON.stringify(body)).not.toContain('secret-capability');
  });

  it('exports the whole range as CSV in local time, defused for spreadsheets, and logs who did it', async () => {
    const res = await read('/api/admin/cloud/surveys/export.csv?from=2026-03-09');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at (America/Toronto),answers,comment,locale,name,success,ts');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^s3,2026-03-11 11:00,"\{""howHeard""/);
    expect(lines[1]).toContain(",'=SUM(A1),es,Ana,true,");
    expect(lines[2]).toContain('s2,2026-03-09 23:30,');
    expect(lines[2]).toContain('"tarde, ""con comillas"""');
    const log = (await read('/api/admin/cloud-exports')).json<{
      exports: { collection: string; by: string; rows: number; from: string }[];
    }>();
    expect(log.exports[0]).toMatchObject({
      collection: 'surveys',
      by: people.staff.toLowerCase(),
      rows: 2,
      from: '2026-03-09',
    });
  });

  it('has one id column, in the table and the CSV, and the CSV times in the tenant’s zone', async () => {
    const body = (await read('/api/admin/cloud/subscribers')).json<CloudAnswer>();
    expect(body.columns).toEqual(['createdAt', 'email']);
    const lines = (await read('/api/admin/cloud/subscribers/export.csv')).body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at (America/Toronto),createdAt,email');
    // 18:21 UTC is 13:21 in Toronto (EST, UTC-5): the line says the restaurant's local time.
    expect(lines[1]).toBe('u1,2026-02-05 13:21,2026-02-05T18:21:00.000Z,eva@example.com');
  });

  it('refuses a bad collection, date or range with 400, and strangers with 401', async () => {
    for (const url of [
      '/api/admin/cloud/passwords',
      '/api/admin/cloud/surveys?from=2026-02-30',
      '/api/admin/cloud/surveys?from=2026-03-10&to=2026-03-01',
      '/api/admin/cloud/surveys?limit=0',
      '/api/admin/cloud/surveys?limit=1001',
    ]) {
      expect((await read(url)).statusCode, url).toBe(400);
    }
    expect((await app.inject({ url: '/api/admin/cloud/surveys' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/cloud/surveys/export.csv' })).statusCode).toBe(401);
  });
});
