import { isAbsolute } from 'node:path';
import { z } from 'zod';

/**
 * The API's whole configuration, parsed once at boot. Nothing else reads `process.env`.
 * A bad value stops the process with every offending variable listed.
 */
const splitCsv = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated list; `fallback` is the raw default text. */
const csvList = (fallback = '') => z.string().default(fallback).transform(splitCsv);
const csv = csvList();

const port = z.coerce.number().int().min(1).max(65535);

/** A folder given as an absolute path (a relative one would depend on where the process starts), or empty. */
const absolutePath = z
  .string()
  .default('')
  .refine((value) => value === '' || isAbsolute(value), 'expected an absolute path');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

/** `host=tenant` pairs, comma separated, e.g. `localhost:3002=restaurant,example.com=restaurant`. */
const tenantMap = z
  .string()
  .default(
    'localhost:3000=default,localhost:3001=default,localhost:3002=restaurant,localhost:3003=restaurant',
  )
  .superRefine((value, ctx) => {
    for (const pair of value.split(',').filter((item) => item.trim())) {
      if (!/^[^=\s]+=[a-z0-9][a-z0-9_-]*$/i.test(pair.trim())) {
        ctx.addIssue({ code: 'custom', message: `expected host=tenant, got "${pair.trim()}"` });
      }
    }
  })
  .transform(
    (value) =>
      new Map(
        value
          .split(',')
          .filter((item) => item.trim())
          .map((pair) => {
            const [host = '', tenant = ''] = pair.trim().split('=');
            return [host.toLowerCase(), tenant] as const;
          }),
      ),
  );

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  /** More ports the same process answers on (the local stack serves :3001 and :3002 this way). */
  EXTRA_PORTS: csv.pipe(
    z.array(
      z
        .string()
        .regex(/^\d+$/, 'expected a port number')
        .transform(Number)
        .pipe(z.number().int().min(1).max(65535)),
    ),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many proxy hops in front of the API to trust (Firebase Hosting → Cloud Run: 1). 0 (or
   * `false`, the default): X-Forwarded-* are ignored and the Host header alone picks the tenant.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value) => (value === 'false' || value === '' ? '0' : value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, 'expected the number of proxy hops to trust (0 = none)')
        .transform(Number),
    ),

  TENANT_HOSTS: tenantMap,
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i)
    .default('default'),
  /**
   * Hosts that get the back office's SPA instead of the public site; each belongs to the tenant
   * TENANT_HOSTS gives it (`admin.<domain>` also follows `<domain>`'s tenant).
   */
  ADMIN_HOSTS: csvList('localhost:3001,localhost:3003'),
  /** Extra origins allowed by CORS besides the tenant hosts (http(s)://host:port). */
  CORS_ORIGINS: csv,

  DATA_DRIVER: z.enum(['sqlite', 'firestore']).default('sqlite'),
  BLOB_DRIVER: z.enum(['fs', 'gcs']).default('fs'),
  DATA_DIR: z.string().min(1).default('.data'),
  GCLOUD_PROJECT: z.string().min(1).default('demo-restaurant'),
  STORAGE_BUCKET: z.string().default(''),
  FIRESTORE_EMULATOR_HOST: z.string().default(''),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().default(''),

  /** Public Firebase web config handed to browsers by GET /api/client-config (not secret). */
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().default(''),
  FIREBASE_APP_ID: z.string().default(''),

  SUPER_ADMIN_EMAILS: csv,
  /** The tenant whose admins the e-mail lists below name (other tenants keep their own members). */
  BOOTSTRAP_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i)
    .default('default'),
  HARD_ADMIN_EMAILS: csv,
  ADMIN_EMAILS: csv,
  ADMIN_DOMAINS: csv,

  /** Where the admin's "home" link points (empty = the same origin). */
  WEB_URL: z.string().default(''),
  /** Where the public site's "Admin" entry points (empty = `/admin` on the same origin). */
  ADMIN_URL: z.string().default(''),
  /** Built apps served by this process, as absolute paths (empty = not served). */
  WEB_DIST: absolutePath,
  ADMIN_DIST: absolutePath,
  /** Load the demo content on first start. */
  SEED_DEMO: bool,

  /**
   * The assistant's model key for every tenant without its own (tenant environment
   * OPENAI_API_KEY wins). Empty: the offline answerer. Never logged, never sent to a browser.
   */
  OPENAI_API_KEY: z.string().default(''),
  /** Another OpenAI-compatible endpoint (a proxy, or the tests' local server). */
  OPENAI_BASE_URL: z.union([z.literal(''), z.url()]).default(''),
  /** How long a model answer may take before the offline answer is sent instead. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(8000),
  /** An HTTPS proxy for the Admin SDK's REST calls (Auth's public keys), e.g. an egress gateway. */
  FIREBASE_HTTPS_PROXY: z.url({ protocol: /^https?$/ }).optional(),
  /** The first retry's delay of a message the SMTP server refused (doubling after). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().max(3_600_000).default(60_000),
  /** The token Cloud Scheduler sends (`x-tasks-token`) to run the background work; empty: off. */
  TASKS_TOKEN: z.string().default(''),
  /** How long an ID token check may take before the call is answered 503 (Auth unreachable). */
  AUTH_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3000),

  /** OpenTelemetry over OTLP/HTTP (lib/observability/telemetry.ts): traces and metrics go to this collector; unset, off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('bar-api'),
  /** How often metrics are sent (the OpenTelemetry SDK's variable, in ms). */
  OTEL_METRIC_EXPORT_INTERVAL: z.coerce.number().int().min(100).max(3_600_000).default(60_000),

  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Chat turns (POST /api/ai-chat) per client address per minute: a conversation, not a crawler. */
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),

  /**
   * AES-256-GCM key for the secrets of the tenants' environments: 32 bytes as 64 hex digits or
   * base64 (url-safe too). Empty: a key file under DATA_DIR (not allowed with production
   * Firestore; see lib/security/secret-box.ts). Surrounding whitespace is dropped: a secret written with
   * `echo` or `openssl rand -hex 32 | gcloud secrets create … --data-file=-` ends in a newline.
   */
  ENV_ENCRYPTION_KEY: z
    .string()
    .default('')
    .refine((raw) => {
      const value = raw.trim();
      // Whitespace alone is a key written wrong, not "no key".
      if (value === '') return raw === '';
      return /^[0-9a-f]{64}$/i.test(value) || /^[A-Za-z0-9+/_-]{43}=?$/.test(value);
    }, 'expected 32 bytes: 64 hex digits or base64')
    .transform((value) => value.trim()),

  /** `outbox`: every message is kept in the tenant's outbox only; `smtp`: sent through SMTP_URL. */
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** `smtp://user:pass@host:port` or `smtps://…` (nodemailer's URL form); needed with smtp. */
  SMTP_URL: z
    .string()
    .default('')
    .refine((value) => value === '' || /^smtps?:\/\/[^\s]+$/.test(value), 'expected smtp(s)://…'),
  /** Sender of the guests' mail; the tenant's brand name becomes its display name. */
  MAIL_FROM: z.email().default('no-reply@localhost.localdomain'),
  /** Where staff notifications go (besides the tenant's contact e-mail), comma separated. */
  STAFF_NOTIFY_EMAILS: csv,

  /** PayPal REST app (sandbox only): its client id goes to the checkout page; empty = no payments. */
  PAYPAL_CLIENT_ID: z.string().default(''),
  PAYPAL_CLIENT_SECRET: z.string().default(''),
  /**
   * Where the PayPal SDK's calls go instead of PayPal's sandbox host, as http://host:port (an
   * egress gateway, or the tests' local Orders v2 server); empty = PayPal's sandbox.
   */
  PAYPAL_API_URL: z
    .string()
    .default('')
    .refine(
      (value) => value === '' || /^http:\/\/[^\s/]+:\d+\/?$/.test(value),
      'expected http://host:port',
    ),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Variables whose value is never echoed in a configuration error. */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'ENV_ENCRYPTION_KEY',
  'SMTP_URL',
  'PAYPAL_CLIENT_SECRET',
  'OPENAI_API_KEY',
  'TASKS_TOKEN',
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or any record) into a typed configuration, or throws listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [
      key,
      env[key] === undefined ? undefined : env[key],
    ]),
  );
  const result = ConfigSchema.superRefine((config, ctx) => {
    // The emulator accepts any token it minted: a production process trusting it admits anyone.
    if (config.NODE_ENV === 'production' && config.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'an Auth emulator is not allowed with NODE_ENV=production',
      });
    }
  }).safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(root)';
        // A secret's text never reaches the error output.
        const shown = SECRET_KEYS.has(key)
          ? '(hidden)'
          : JSON.stringify(env[String(issue.path[0])] ?? '');
        return `${key}=${shown}: ${issue.message}`;
      }),
    );
  }
  if (result.data.MAIL_DRIVER === 'smtp' && !result.data.SMTP_URL) {
    throw new ConfigError(['SMTP_URL="": required with MAIL_DRIVER=smtp']);
  }
  return result.data;
}
