/**
 * Variable names: UPPER_SNAKE_CASE, as the spec expects ("Names are expected uppercase with
 * underscore"). A letter first, so a name is also a valid shell / process environment name.
 */
export const ENV_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;
export const ENV_NAME_MAX_LENGTH = 128;

export const isEnvName = (name: string): boolean =>
  name.length <= ENV_NAME_MAX_LENGTH && ENV_NAME_PATTERN.test(name);

/**
 * An extra variable is sealed at rest and masked in every answer unless it is explicitly marked
 * public by its name: `PUBLIC_` first (`PUBLIC_SITE_TITLE`), as Vite and Next mark what may
 * reach a browser. A URL with a password (`SMTP_URL`, `DATABASE_URL`) or a key under any name
 * (`SENDGRIDKEY`) is therefore never shown or stored in clear.
 */
export const PUBLIC_EXTRA_PREFIX = 'PUBLIC_';

export const isPublicExtraName = (name: string): boolean =>
  name.startsWith(PUBLIC_EXTRA_PREFIX) && name.length > PUBLIC_EXTRA_PREFIX.length;

/**
 * Whether a name usually marks a credential: any `_`-separated
 * part such as STRIPE_SECRET, MY_API_KEY, DB_PASSWORD, SLACK_TOKEN… Such a name stays secret
 * even behind `PUBLIC_`, in case a credential was marked public by mistake.
 */
const SECRET_PART =
  /(^|_)(SECRET|SECRETS|KEY|KEYS|APIKEY|TOKEN|TOKENS|PASSWORD|PASSWD|PASS|PWD|PRIVATE|CREDENTIAL|CREDENTIALS|AUTH|DSN|SALT|SIGNATURE|WEBHOOK)(_|$)/;

export const looksSecretName = (name: string): boolean => SECRET_PART.test(name);
