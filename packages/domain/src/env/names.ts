/**
 * Variable names: UPPER_SNAKE_CASE, as the spec expects ("Names are expected uppercase with
 * underscore"). A letter first, so a name is also a valid shell / process environment name.
 */
export const ENV_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;
export const ENV_NAME_MAX_LENGTH = 128;

export const isEnvName = (name: string): boolean =>
  name.length <= ENV_NAME_MAX_LENGTH && ENV_NAME_PATTERN.test(name);

/**
 * Extra variables carry no declaration, so their secrecy is read from the name: any `_`-separated
 * part that usually marks a credential (STRIPE_SECRET, MY_API_KEY, DB_PASSWORD, SLACK_TOKEN…)
 * makes the value secret. Erring towards secret only costs a masked field in the form.
 */
const SECRET_PART =
  /(^|_)(SECRET|SECRETS|KEY|KEYS|APIKEY|TOKEN|TOKENS|PASSWORD|PASSWD|PASS|PWD|PRIVATE|CREDENTIAL|CREDENTIALS|AUTH|DSN|SALT|SIGNATURE|WEBHOOK)(_|$)/;

export const looksSecretName = (name: string): boolean => SECRET_PART.test(name);
