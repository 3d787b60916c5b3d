import type { z } from 'zod';
import { isPublicExtraName, looksSecretName } from './names.js';
import {
  anyValue,
  base64UrlValue,
  cacheHoursValue,
  collectionValue,
  documentPathValue,
  localeListValue,
  localeValue,
  prefixedToken,
  storagePathValue,
  tenantValue,
  tokenValue,
  vapidSubjectValue,
} from './values.js';

/** `public`: may reach browsers (the site reads it); `server`: stays on the server. */
export type EnvScope = 'public' | 'server';
export type EnvGroup =
  'site' | 'documents' | 'storage' | 'cache' | 'payment' | 'maps' | 'push' | 'ai';

export interface EnvVariable {
  name: string;
  scope: EnvScope;
  group: EnvGroup;
  /** Must have a value after a save (declared defaults and fixed values fill it in). */
  required: boolean;
  /** Encrypted at rest and masked in every answer. */
  secret: boolean;
  default?: string;
  /** The only value accepted; filled in when missing. */
  fixed?: string;
  value: z.ZodType<string, string>;
}

type Declaration = Omit<EnvVariable, 'name' | 'required' | 'secret'> & {
  required?: boolean;
  secret?: boolean;
};

/**
 * The required-variable schema of a tenant's environment: site, documents,
 * storage and cache settings are required (with defaults); payment, maps, push, AI keys and the
 * admin lists are optional. The AI model is fixed and PayPal runs in the sandbox only.
 */
const DECLARATIONS = {
  DEFAULT_TENANT: { scope: 'public', group: 'site', required: true, value: tenantValue },
  LOCALES: {
    scope: 'public',
    group: 'site',
    required: true,
    default: 'es,en,fr',
    value: localeListValue,
  },
  DEFAULT_LOCALE: {
    scope: 'public',
    group: 'site',
    required: true,
    default: 'es',
    value: localeValue,
  },

  BRANDING_DOC_PATH: {
    scope: 'public',
    group: 'documents',
    required: true,
    default: 'branding/default',
    value: documentPathValue,
  },
  SETTINGS_DOC_PATH: {
    scope: 'public',
    group: 'documents',
    required: true,
    default: 'settings/default',
    value: documentPathValue,
  },
  STYLES_DOC_PATH: {
    scope: 'public',
    group: 'documents',
    required: true,
    default: 'styles/default',
    value: documentPathValue,
  },
  I18N_COLLECTION: {
    scope: 'public',
    group: 'documents',
    required: true,
    default: 'i18n_global',
    value: collectionValue,
  },

  MANIFEST_ICONS_PATH: {
    scope: 'public',
    group: 'storage',
    required: true,
    default: 'manifest/icons',
    value: storagePathValue,
  },
  MANIFEST_SCREENSHOTS_PATH: {
    scope: 'public',
    group: 'storage',
    required: true,
    default: 'manifest/screenshots',
    value: storagePathValue,
  },

  CACHE_HOURS: {
    scope: 'public',
    group: 'cache',
    required: true,
    default: '12',
    value: cacheHoursValue,
  },

  PAYPAL_CLIENT_ID: { scope: 'public', group: 'payment', value: tokenValue },
  PAYPAL_CLIENT_SECRET: { scope: 'server', group: 'payment', secret: true, value: tokenValue },
  PAYPAL_ENV: {
    scope: 'public',
    group: 'payment',
    required: true,
    fixed: 'sandbox',
    value: anyValue,
  },
  STRIPE_PUBLISHABLE_KEY: {
    scope: 'public',
    group: 'payment',
    value: prefixedToken(/^pk_(test|live)_\S+$/),
  },
  STRIPE_SECRET_KEY: {
    scope: 'server',
    group: 'payment',
    secret: true,
    value: prefixedToken(/^(sk|rk)_(test|live)_\S+$/),
  },
  STRIPE_WEBHOOK_SECRET: {
    scope: 'server',
    group: 'payment',
    secret: true,
    value: prefixedToken(/^whsec_\S+$/),
  },

  // A browser key (restricted by referrer at Google), public by nature.
  GOOGLE_MAPS_API_KEY: { scope: 'public', group: 'maps', value: tokenValue },

  VAPID_PUBLIC_KEY: { scope: 'public', group: 'push', value: base64UrlValue },
  VAPID_PRIVATE_KEY: { scope: 'server', group: 'push', secret: true, value: base64UrlValue },
  VAPID_SUBJECT: { scope: 'server', group: 'push', value: vapidSubjectValue },

  OPENAI_API_KEY: { scope: 'server', group: 'ai', secret: true, value: tokenValue },
  OPENAI_MODEL: {
    scope: 'server',
    group: 'ai',
    required: true,
    fixed: 'gpt-5-nano',
    value: anyValue,
  },
} satisfies Record<string, Declaration>;

export type EnvVariableName = keyof typeof DECLARATIONS;

export const ENV_VARIABLES: readonly EnvVariable[] = Object.entries(DECLARATIONS).map(
  ([name, declaration]) => ({
    ...(declaration as Declaration),
    name,
    required: (declaration as Declaration).required ?? false,
    secret: (declaration as Declaration).secret ?? false,
  }),
);

const BY_NAME = new Map(ENV_VARIABLES.map((variable) => [variable.name, variable]));

export const envVariable = (name: string): EnvVariable | undefined => BY_NAME.get(name);

/**
 * Declared variables by their flag; every extra is secret (sealed, masked) unless its name marks
 * it public (`PUBLIC_…`, and no credential word in it; see names.ts).
 */
export const isSecretEnvName = (name: string): boolean =>
  envVariable(name)?.secret ?? (!isPublicExtraName(name) || looksSecretName(name));

/**
 * The server's role lists. A tenant's environment does not hold them: a tenant's roles are given
 * in the back office's access section, and these name, in the server's own configuration, its
 * superadmins and the first admins of its bootstrap tenant. A save naming one is refused
 * (ENV_NAME_RESERVED) and a stored one (from before) is left out when the environment is read.
 */
export const SERVER_ROLE_NAMES: ReadonlySet<string> = new Set([
  'SUPER_ADMIN_EMAILS',
  'HARD_ADMIN_EMAILS',
  'ADMIN_EMAILS',
  'ADMIN_DOMAINS',
]);
