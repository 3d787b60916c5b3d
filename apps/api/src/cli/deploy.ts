// `pnpm deploy:check`: validates, without calling Google, the configuration a deploy would use;
// `pnpm -s deploy:render`: prints the Cloud Run service (JSON, which `gcloud run services replace`
// reads as YAML) built from the same inputs. Inputs are environment variables, as the deploy
// workflow passes its repository variables:
//   API_ENV_VARS  the API's plain variables, `^@^A=1@B=2` (gcloud's form) or one `A=1` per line
//   API_SECRETS   Secret Manager references, `NAME=secret-name:version,…` (ENV_ENCRYPTION_KEY at least)
//   REGION (us-central1), SERVICE (bar-api), API_SERVICE_ACCOUNT, IMAGE (render only)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, SECRET_KEYS } from '../config.js';

const repo = resolve(import.meta.dirname, '../../../..');

export interface DeployInputs {
  envVars: Record<string, string>;
  secrets: Record<string, { secret: string; version: string }>;
  region: string;
  service: string;
  serviceAccount: string;
  image: string;
}

/** `^@^A=1@B=2`, `A=1,B=2` or one `A=1` per line, as gcloud's --set-env-vars and a file write it. */
export function parseEnvList(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const custom = /^\^(.)\^/.exec(trimmed);
  const items = custom
    ? trimmed.slice(3).split(custom[1]!)
    : trimmed.includes('\n')
      ? trimmed.split('\n')
      : trimmed.split(',');
  const out: Record<string, string> = {};
  for (const item of items
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))) {
    const at = item.indexOf('=');
    if (at < 1) throw new Error(`"${item}" is not NAME=value`);
    out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

export function readInputs(env: Record<string, string | undefined>): DeployInputs {
  const secrets: DeployInputs['secrets'] = {};
  for (const [name, ref] of Object.entries(parseEnvList(env.API_SECRETS ?? ''))) {
    const [secret = '', version = 'latest'] = ref.split(':');
    secrets[name] = { secret, version };
  }
  return {
    envVars: parseEnvList(env.API_ENV_VARS ?? ''),
    secrets,
    region: env.REGION || 'us-central1',
    service: env.SERVICE || 'bar-api',
    serviceAccount: env.API_SERVICE_ACCOUNT ?? '',
    image: env.IMAGE ?? '',
  };
}

/** Stand-ins of the right shape for the secrets, so the API's own parser can judge the rest. */
const STAND_INS: Record<string, string> = {
  ENV_ENCRYPTION_KEY: '0'.repeat(64),
  SMTP_URL: 'smtp://user:password@smtp.example.com:587',
  PAYPAL_CLIENT_SECRET: 'stand-in',
  OPENAI_API_KEY: 'stand-in',
  TASKS_TOKEN: 'stand-in',
};

/** The Cloud Run service the inputs describe: probes, scaling, secrets from Secret Manager. */
export function renderService(inputs: DeployInputs): Record<string, unknown> {
  const env = [
    ...Object.entries(inputs.envVars).map(([name, value]) => ({ name, value })),
    ...Object.entries(inputs.secrets).map(([name, { secret, version }]) => ({
      name,
      valueFrom: { secretKeyRef: { name: secret, key: version } },
    })),
  ];
  return {
    apiVersion: 'serving.knative.dev/v1',
    kind: 'Service',
    metadata: {
      name: inputs.service,
      labels: { 'cloud.googleapis.com/location': inputs.region },
      annotations: { 'run.googleapis.com/ingress': 'all' },
    },
    spec: {
      template: {
        metadata: {
          annotations: {
            // One warm instance (no cold start for the first guest), four at most.
            'autoscaling.knative.dev/minScale': '1',
            'autoscaling.knative.dev/maxScale': '4',
            'run.googleapis.com/startup-cpu-boost': 'true',
          },
        },
        spec: {
          serviceAccountName: inputs.serviceAccount,
          containerConcurrency: 80,
          timeoutSeconds: 300,
          containers: [
            {
              image: inputs.image,
              ports: [{ name: 'http1', containerPort: 8080 }],
              resources: { limits: { cpu: '1', memory: '1Gi' } },
              env,
              // Traffic only once both stores answer and can write (the demo seed may take a while).
              startupProbe: {
                httpGet: { path: '/api/ready', port: 8080 },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 24,
              },
              // Restart only a process that stopped answering: a store outage is not cured by it.
              livenessProbe: {
                httpGet: { path: '/api/health', port: 8080 },
                periodSeconds: 30,
                timeoutSeconds: 3,
                failureThreshold: 3,
              },
            },
          ],
        },
      },
    },
  };
}

/** Every problem a deploy with these inputs would meet; empty when it would become ready. */
export function checkDeploy(inputs: DeployInputs, root = repo): string[] {
  const problems: string[] = [];
  const { envVars, secrets } = inputs;
  for (const name of Object.keys(envVars)) {
    if (SECRET_KEYS.has(name))
      problems.push(
        `${name} is a secret: pass it in API_SECRETS (Secret Manager), not API_ENV_VARS`,
      );
    if (name in secrets) problems.push(`${name} is both a plain variable and a secret`);
  }
  for (const [name, { secret, version }] of Object.entries(secrets)) {
    if (!/^[\w-]{1,255}$/.test(secret)) problems.push(`${name}: "${secret}" is not a secret name`);
    if (!/^(latest|\d+)$/.test(version))
      problems.push(`${name}: "${version}" is not a secret version (latest or a number)`);
  }
  const want = (name: string, ok: boolean, why: string) => ok || problems.push(`${name}: ${why}`);
  want(
    'ENV_ENCRYPTION_KEY',
    'ENV_ENCRYPTION_KEY' in secrets,
    'required in API_SECRETS (it seals the tenants’ secrets)',
  );
  want('NODE_ENV', envVars.NODE_ENV === 'production', 'must be production');
  want(
    'DATA_DRIVER',
    envVars.DATA_DRIVER === 'firestore',
    'must be firestore on Cloud Run (its disk is not kept)',
  );
  want(
    'BLOB_DRIVER',
    envVars.BLOB_DRIVER === 'gcs',
    'must be gcs on Cloud Run (its disk is not kept)',
  );
  want('STORAGE_BUCKET', Boolean(envVars.STORAGE_BUCKET), 'required with BLOB_DRIVER=gcs');
  want('TRUST_PROXY', Number(envVars.TRUST_PROXY) >= 1, 'at least 1 behind Firebase Hosting');
  want(
    'MAIL_DRIVER',
    envVars.MAIL_DRIVER !== 'smtp' || 'SMTP_URL' in secrets,
    'smtp needs SMTP_URL in API_SECRETS',
  );
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'DATA_DIR', 'PORT'])
    want(
      name,
      !(name in envVars),
      'must not be set on Cloud Run (the image and Cloud Run set what is needed)',
    );
  try {
    const standIns = Object.fromEntries(
      Object.keys(secrets).map((name) => [name, STAND_INS[name] ?? 'stand-in']),
    );
    loadConfig({
      ...envVars,
      ...standIns,
      PORT: '8080',
      WEB_DIST: '/app/web',
      ADMIN_DIST: '/app/admin',
    });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
  }
  want(
    'IMAGE',
    inputs.image === '' ||
      /^[\w.-]+(:\d+)?\/[\w./-]+(:[\w.-]+|@sha256:[\da-f]{64})$/.test(inputs.image),
    'is not an image reference',
  );

  const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: { target: string; rewrites?: { run?: { serviceId: string; region: string } }[] }[];
  };
  for (const site of firebase.hosting)
    for (const rewrite of site.rewrites ?? [])
      if (
        rewrite.run &&
        (rewrite.run.serviceId !== inputs.service || rewrite.run.region !== inputs.region)
      )
        problems.push(
          `firebase.json (${site.target}): a rewrite goes to ${rewrite.run.serviceId} in ${rewrite.run.region}, the deploy makes ${inputs.service} in ${inputs.region}`,
        );
  const indexes = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as {
    indexes?: { collectionGroup?: string; fields?: unknown[] }[];
  };
  for (const [at, index] of (indexes.indexes ?? []).entries())
    if (!index.collectionGroup || !Array.isArray(index.fields) || index.fields.length < 2)
      problems.push(
        `firestore.indexes.json: index ${at} needs a collectionGroup and two fields or more`,
      );
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  want(
    'Dockerfile',
    /ENV [^\n]*PORT=8080/.test(dockerfile),
    'the image must listen on 8080, the port the probes use',
  );
  return [...new Set(problems)];
}

function main(argv: string[]): number {
  let inputs: DeployInputs;
  try {
    inputs = readInputs(process.env);
  } catch (err) {
    process.stderr.write(`deploy: ${(err as Error).message}\n`);
    return 1;
  }
  if (argv[0] === 'render') {
    if (!inputs.image) {
      process.stderr.write('deploy:render needs IMAGE (the image to run)\n');
      return 2;
    }
    process.stdout.write(`${JSON.stringify(renderService(inputs), null, 2)}\n`);
    return 0;
  }
  const problems = checkDeploy(inputs);
  if (problems.length) {
    process.stderr.write(
      `deploy:check found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}\n`).join('')}`,
    );
    return 1;
  }
  process.stdout.write(
    `deploy:check: ${inputs.service} in ${inputs.region} would start with ${Object.keys(inputs.envVars).length} variables and ${Object.keys(inputs.secrets).length} secrets from Secret Manager\n`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  process.exit(main(process.argv.slice(2)));
