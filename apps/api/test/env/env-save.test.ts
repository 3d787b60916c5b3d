import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/lib/security/secret-box.js';
import {
  buildEnvTestApp,
  ENV_KEY,
  envClient,
  type EnvTestApp,
  type ErrorBody,
} from './env-test-app.js';

const SECRETS = {
  OPENAI_API_KEY: 'sk-proj-openai-secret-value-1234',
  STRIPE_SECRET_KEY: 'sk_test_stripe_secret_5678',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret-9012',
  VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
};
const EXTRA_SECRET = 'extra-webhook-token-3456';

type Resolved = {
  ok: true;
  tenant: string;
  ts: number | null;
  updatedAt: string | null;
  env: Record<string, string>;
  masked: string[];
  extras: string[];
  schema: {
    namePattern: string;
    variables: { name: string; required: boolean; secret: boolean; default: string | null }[];
  };
};

let t: EnvTestApp;
let client: ReturnType<typeof envClient>;
const box = createSecretBox(ENV_KEY);
beforeAll(async () => {
  t = await buildEnvTestApp();
  client = envClient(t);
});
afterAll(() => t.app.close());

const raw = (tenant: string, path: string) => t.documents.forTenant(tenant).get(path);
const everySecret = [...Object.values(SECRETS), EXTRA_SECRET];

describe('an environment save', () => {
  let ts: number;

  it('is answered with its version, the values masked', async () => {
    const res = await client.backup({
      tenant: 'restaurant',
      env: {
        ...SECRETS,
        CACHE_HOURS: 6,
        PAYPAL_CLIENT_ID: 'AbC-123',
        GOOGLE_MAPS_API_KEY: null,
        PUBLIC_SITE_TITLE: 'Cantina',
      },
      extras: [
        { name: 'MY_WEBHOOK_TOKEN', value: EXTRA_SECRET },
        { name: 'PUBLIC_RETRIES', value: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ ok: true; ts: number; env: Record<string, string> }>();
    ts = body.ts;
    expect(body.ok).toBe(true);
    expect(body.env).toMatchObject({
      OPENAI_API_KEY: '••••1234',
      STRIPE_SECRET_KEY: '••••5678',
      MY_WEBHOOK_TOKEN: '••••3456',
      CACHE_HOURS: '6',
      PUBLIC_RETRIES: '3',
      PAYPAL_CLIENT_ID: 'AbC-123',
      DEFAULT_TENANT: 'restaurant',
      OPENAI_MODEL: 'gpt-5-nano',
      PAYPAL_ENV: 'sandbox',
    });
    expect(body.env).not.toHaveProperty('GOOGLE_MAPS_API_KEY');
    for (const secret of everySecret) expect(res.body).not.toContain(secret);
  });

  it('writes the current document and a version, with no secret in clear', async () => {
    const current = await raw('restaurant', 'private/env');
    const version = await raw('restaurant', `private/env/versions/${ts}`);
    expect(current?.ts).toBe(ts);
    expect(current?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(version?.ts).toBe(ts);
    expect(version?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(version!.env).toEqual(current!.env);
    for (const doc of [current, version]) {
      const text = JSON.stringify(doc);
      for (const secret of everySecret) expect(text).not.toContain(secret);
      const env = doc!.env as Record<string, string>;
      for (const [name, value] of [
        ...Object.entries(SECRETS),
        ['MY_WEBHOOK_TOKEN', EXTRA_SECRET] as const,
      ]) {
        expect(env[name]).toMatch(/^enc:v1:/);
        expect(box.open(name, env[name]!)).toBe(value);
      }
      // Public values stay readable, and every value is a string.
      expect(env).toMatchObject({
        CACHE_HOURS: '6',
        PUBLIC_RETRIES: '3',
        PUBLIC_SITE_TITLE: 'Cantina',
        PAYPAL_CLIENT_ID: 'AbC-123',
      });
      for (const value of Object.values(env)) expect(typeof value).toBe('string');
    }
  });

  it('is resolved with secrets masked, plus the schema for the form', async () => {
    const res = await client.resolve();
    expect(res.statusCode).toBe(200);
    const body = res.json<Resolved>();
    for (const secret of everySecret) expect(res.body).not.toContain(secret);
    expect(body).toMatchObject({ ok: true, tenant: 'restaurant', ts });
    expect(body.updatedAt).toMatch(/Z$/);
    expect(body.env).toMatchObject({
      OPENAI_API_KEY: '••••1234',
      VAPID_PRIVATE_KEY: '••••c-ls',
      CACHE_HOURS: '6',
      PUBLIC_SITE_TITLE: 'Cantina',
    });
    expect(body.masked.sort()).toEqual([...Object.keys(SECRETS), 'MY_WEBHOOK_TOKEN'].sort());
    expect(body.extras.sort()).toEqual(['MY_WEBHOOK_TOKEN', 'PUBLIC_RETRIES', 'PUBLIC_SITE_TITLE']);
    expect(body.schema.namePattern).toBe('^[A-Z][A-Z0-9_]*$');
    expect(body.schema.variables.find((v) => v.name === 'OPENAI_API_KEY')).toMatchObject({
      secret: true,
      required: false,
    });
    expect(body.schema.variables.find((v) => v.name === 'DEFAULT_TENANT')).toMatchObject({
      required: true,
      default: 'restaurant',
    });
  });

  it('round-trips the masked values: the stored secrets are kept', async () => {
    const resolved = (await client.resolve()).json<Resolved>();
    const res = await client.backup({ env: { ...resolved.env, CACHE_HOURS: '24' } });
    expect(res.statusCode).toBe(200);
    const env = (await raw('restaurant', 'private/env'))!.env as Record<string, string>;
    expect(box.open('OPENAI_API_KEY', env.OPENAI_API_KEY!)).toBe(SECRETS.OPENAI_API_KEY);
    expect(box.open('MY_WEBHOOK_TOKEN', env.MY_WEBHOOK_TOKEN!)).toBe(EXTRA_SECRET);
    expect(env.CACHE_HOURS).toBe('24');
  });

  it('refuses a mask that is not the stored one', async () => {
    const res = await client.backup({ env: { OPENAI_API_KEY: '••••0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'ENV_MASKED_VALUE',
      message: 'Escribe el valor completo: un valor enmascarado solo se acepta sin cambios.',
      issues: [{ path: 'env.OPENAI_API_KEY', code: 'ENV_MASKED_VALUE' }],
    });
  });

  it('lists the versions newest first', async () => {
    const res = await client.versions();
    expect(res.statusCode).toBe(200);
    const { versions } = res.json<{ versions: { ts: number; createdAt: string }[] }>();
    expect(versions).toHaveLength(2);
    expect(versions[1]!.ts).toBe(ts);
    expect(versions[0]!.ts).toBeGreaterThan(ts);
    expect(versions[0]!.createdAt).toMatch(/Z$/);
  });
});

describe('validation', () => {
  it.each([
    ['es', 'Ya existe como requerida.'],
    ['en', 'It already exists as a required variable.'],
    ['fr', 'Elle existe déjà comme variable requise.'],
  ])('refuses an extra named like a required variable (%s)', async (locale, message) => {
    const res = await client.backup(
      { env: {}, extras: [{ name: 'CACHE_HOURS', value: '1' }] },
      3002,
      t.callers.owner,
      {
        'accept-language': locale,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'ENV_NAME_COLLISION',
      message,
      issues: [{ path: 'env.CACHE_HOURS', code: 'ENV_NAME_COLLISION', message }],
    });
  });

  it.each([
    ['es', 'El nombre debe ir en mayúsculas con guiones bajos (por ejemplo, MI_VARIABLE).'],
    ['en', 'Names are expected uppercase with underscore (for example, MY_VARIABLE).'],
    ['fr', 'Le nom doit être en majuscules avec des tirets bas (par exemple, MA_VARIABLE).'],
  ])('refuses a name that is not UPPER_SNAKE_CASE (%s)', async (locale, message) => {
    const res = await client.backup({ env: { 'my-var': 'x' } }, 3002, t.callers.owner, {
      'x-locale': locale,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: 'ENV_NAME_FORMAT', message });
  });

  it.each([
    ['es', 'Los roles se dan en la sección Control de acceso: esta variable no se guarda aquí.'],
    ['en', 'Roles are given in the Access control section: this variable is not kept here.'],
    [
      'fr',
      'Les rôles se donnent dans la section Contrôle d’accès : cette variable n’est pas gardée ici.',
    ],
  ])(
    'refuses the server role lists, which a tenant environment never applied (%s)',
    async (locale, message) => {
      const res = await client.backup(
        { env: {}, extras: [{ name: 'ADMIN_EMAILS', value: 'new-admin@example.com' }] },
        3002,
        t.callers.owner,
        { 'x-locale': locale },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error).toMatchObject({ code: 'ENV_NAME_RESERVED', message });
    },
  );

  it('lists several issues under one translated message', async () => {
    const res = await client.backup(
      { env: { lower: '1', DEFAULT_LOCALE: 'de', OPENAI_MODEL: 'gpt-4o' } },
      3002,
      t.callers.owner,
      {
        'accept-language': 'en',
      },
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe('ENV_INVALID');
    expect(error.message).toBe('Some environment variables are not valid.');
    expect(error.issues!.map((issue) => `${issue.path} ${issue.code}`).sort()).toEqual(
      [
        'env.DEFAULT_LOCALE ENV_VALUE_INVALID',
        'env.OPENAI_MODEL ENV_FIXED_VALUE',
        'env.lower ENV_NAME_FORMAT',
      ].sort(),
    );
  });

  it.each([
    ['no env', {}],
    ['an object value', { env: { X: { nested: true } } }],
    ['an array value', { env: { X: ['a'] } }],
    ['a bad versionTs', { env: {}, versionTs: -5 }],
    ['a huge value', { env: { X: 'x'.repeat(16_385) } }],
  ])('answers 400 to %s', async (_case, payload) => {
    const res = await client.backup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
  });

  it('drops nulls and saves numbers and booleans as strings', async () => {
    const res = await client.backup(
      { env: { CACHE_HOURS: 8, PUBLIC_FLAG_ON: true, GONE: null, OPENAI_API_KEY: null } },
      3000,
    );
    expect(res.statusCode).toBe(200);
    const env = (await raw('default', 'private/env'))!.env as Record<string, unknown>;
    expect(env).toMatchObject({
      CACHE_HOURS: '8',
      PUBLIC_FLAG_ON: 'true',
      DEFAULT_TENANT: 'default',
    });
    expect(env).not.toHaveProperty('GONE');
    expect(env).not.toHaveProperty('OPENAI_API_KEY');
  });

  it('changed nothing when refused', async () => {
    const versions = (await client.versions()).json<{ versions: unknown[] }>().versions;
    expect(versions).toHaveLength(2);
  });
});

describe('tenants', () => {
  it('keeps each tenant’s environment to itself (3002 restaurant, 3000 default)', async () => {
    const restaurant = (await client.resolve(3002)).json<Resolved>();
    const fallback = (await client.resolve(3000)).json<Resolved>();
    expect(restaurant.tenant).toBe('restaurant');
    expect(fallback.tenant).toBe('default');
    expect(restaurant.env.PUBLIC_SITE_TITLE).toBe('Cantina');
    expect(fallback.env).not.toHaveProperty('PUBLIC_SITE_TITLE');
    expect(fallback.env).not.toHaveProperty('OPENAI_API_KEY');
    expect(fallback.env.PUBLIC_FLAG_ON).toBe('true');
    expect(restaurant.env).not.toHaveProperty('PUBLIC_FLAG_ON');
    const versions = (await client.versions(3000)).json<{ versions: unknown[] }>().versions;
    expect(versions).toHaveLength(1);
  });

  it('refuses a body naming another tenant with 403, and accepts its own', async () => {
    const other = await client.backup(
      { tenant: 'default', env: { PUBLIC_SITE_TITLE: 'Hijack' } },
      3002,
      t.callers.owner,
      { 'x-locale': 'en' },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorBody>().error).toEqual({
      code: 'ENV_TENANT_MISMATCH',
      message: 'You can only save the environment of the site you are on.',
    });
    expect(
      ((await raw('default', 'private/env'))!.env as Record<string, string>).PUBLIC_SITE_TITLE,
    ).toBeUndefined();
  });

  it('answers an empty environment before the first save', async () => {
    await t.documents.forTenant('default').recursiveDelete('private');
    const body = (await client.resolve(3000)).json<Resolved>();
    expect(body).toMatchObject({
      ok: true,
      tenant: 'default',
      ts: null,
      updatedAt: null,
      env: {},
      masked: [],
      extras: [],
    });
    expect((await client.versions(3000)).json()).toEqual({ versions: [] });
  });
});

describe('versions', () => {
  it('uses the given versionTs and refuses it twice with 409', async () => {
    const first = await client.backup({ env: {}, versionTs: 1_700_000_000_000 }, 3000);
    expect(first.json()).toMatchObject({ ok: true, ts: 1_700_000_000_000 });
    const again = await client.backup(
      { env: {}, versionTs: 1_700_000_000_000 },
      3000,
      t.callers.owner,
      { 'x-locale': 'fr' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error).toEqual({
      code: 'ENV_VERSION_EXISTS',
      message: 'Une version avec cet horodatage existe déjà.',
    });
  });

  it('lists at most 50, newest first', async () => {
    for (let i = 1; i <= 52; i += 1) await client.backup({ env: { N: i }, versionTs: i }, 3000);
    const { versions } = (await client.versions(3000)).json<{ versions: { ts: number }[] }>();
    expect(versions).toHaveLength(50);
    expect(versions[0]!.ts).toBe(1_700_000_000_000);
    expect(versions.slice(1, 4).map((v) => v.ts)).toEqual([52, 51, 50]);
    expect(versions.at(-1)!.ts).toBe(4);
  });
});

describe('extra variables', () => {
  const EXTRAS = {
    SMTP_URL: 'smtps://mailer:hunter2-smtp-pass@smtp.example.com:465',
    DATABASE_URL: 'postgres://app:db-pass-0042@db.example.com/bar',
    SENDGRIDKEY: 'SG.sendgrid-key-value-7788',
    SITE_TITLE: 'Cantina sin marca',
  };

  it('are sealed at rest and masked in every answer unless their name marks them PUBLIC_', async () => {
    const saved = await client.backup({
      env: {},
      extras: [
        ...Object.entries(EXTRAS).map(([name, value]) => ({ name, value })),
        { name: 'PUBLIC_BANNER', value: 'Hoy: tacos' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const resolved = await client.resolve();
    for (const answer of [saved, resolved]) {
      for (const value of Object.values(EXTRAS)) expect(answer.body).not.toContain(value);
      const { env } = answer.json<{ env: Record<string, string> }>();
      expect(env).toMatchObject({
        SMTP_URL: '••••:465',
        DATABASE_URL: '••••/bar',
        SENDGRIDKEY: '••••7788',
        SITE_TITLE: '••••arca',
        PUBLIC_BANNER: 'Hoy: tacos',
      });
    }
    expect(resolved.json<Resolved>().masked).toEqual(expect.arrayContaining(Object.keys(EXTRAS)));
    expect(resolved.json<Resolved>().masked).not.toContain('PUBLIC_BANNER');

    const stored = (await raw('restaurant', 'private/env'))!.env as Record<string, string>;
    for (const [name, value] of Object.entries(EXTRAS)) {
      expect(stored[name], name).toMatch(/^enc:v1:/);
      expect(box.open(name, stored[name]!)).toBe(value);
    }
    expect(stored.PUBLIC_BANNER).toBe('Hoy: tacos');
    for (const value of Object.values(EXTRAS))
      expect(JSON.stringify(await raw('restaurant', 'private/env'))).not.toContain(value);
  });

  it('keep their stored values when the masks come back unchanged', async () => {
    const resolved = (await client.resolve()).json<Resolved>();
    const extras = resolved.extras.map((name) => ({ name, value: resolved.env[name]! }));
    const res = await client.backup({ env: {}, extras });
    expect(res.statusCode).toBe(200);
    const stored = (await raw('restaurant', 'private/env'))!.env as Record<string, string>;
    for (const [name, value] of Object.entries(EXTRAS))
      expect(box.open(name, stored[name]!)).toBe(value);
  });

  it('a value stored in clear before (an older save) is answered masked, and sealed by the next save', async () => {
    const docs = t.documents.forTenant('restaurant');
    const current = (await docs.get('private/env'))!;
    await docs.set('private/env', {
      ...current,
      env: { ...(current.env as object), SMTP_URL: EXTRAS.SMTP_URL },
    });
    const resolved = await client.resolve();
    expect(resolved.body).not.toContain(EXTRAS.SMTP_URL);
    expect(resolved.json<Resolved>().env.SMTP_URL).toBe('••••:465');
  });

  it('are never answered to an admin who is not a superadmin, nor to anyone signed out', async () => {
    for (const [port, who] of [
      [3000, t.callers.staff],
      [3002, t.callers.staff],
      [3002, t.callers.user],
    ] as const) {
      const res = await client.resolve(port, who);
      expect(res.statusCode).toBe(403);
      for (const value of Object.values(EXTRAS)) expect(res.body).not.toContain(value);
    }
  });
});

describe('role lists stored before', () => {
  it('leaves out a role list stored before: it is not answered, and the form writes back unchanged', async () => {
    const docs = t.documents.forTenant('restaurant');
    const current = (await docs.get('private/env'))!;
    await docs.set('private/env', {
      ...current,
      env: { ...(current.env as object), SUPER_ADMIN_EMAILS: 'boss@example.com' },
    });
    const resolved = (await client.resolve()).json<Resolved>();
    expect(resolved.env).not.toHaveProperty('SUPER_ADMIN_EMAILS');
    expect(resolved.extras).not.toContain('SUPER_ADMIN_EMAILS');
    const again = await client.backup({
      tenant: 'restaurant',
      env: Object.fromEntries(
        Object.entries(resolved.env).filter(([name]) => !resolved.extras.includes(name)),
      ),
      extras: resolved.extras.map((name) => ({ name, value: resolved.env[name]! })),
    });
    expect(again.statusCode).toBe(200);
    expect(JSON.stringify((await docs.get('private/env'))!.env)).not.toContain(
      'SUPER_ADMIN_EMAILS',
    );
  });
});
