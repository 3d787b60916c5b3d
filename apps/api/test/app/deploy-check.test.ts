import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkDeploy, readInputs, renderService } from '../../src/cli/deploy.js';

/** `pnpm deploy:check` judges the configuration a deploy would use, offline. */
const repo = resolve(import.meta.dirname, '../../../..');
const example = readFileSync(resolve(repo, 'deploy/production.example.env'), 'utf8');
const secrets = 'ENV_ENCRYPTION_KEY=env-encryption-key:latest,SMTP_URL=smtp-url:3';
const inputs = (env: Record<string, string> = {}) =>
  readInputs({ API_ENV_VARS: example, API_SECRETS: secrets, ...env });

describe('deploy:check', () => {
  it('accepts the documented example', () => {
    expect(checkDeploy(inputs())).toEqual([]);
  });

  it('names a secret passed as a plain variable, and a missing encryption key', () => {
    const problems = checkDeploy(
      inputs({ API_ENV_VARS: `${example}\nOPENAI_API_KEY=sk-live`, API_SECRETS: '' }),
    );
    expect(problems).toContain(
      'OPENAI_API_KEY is a secret: pass it in API_SECRETS (Secret Manager), not API_ENV_VARS',
    );
    expect(problems).toContain(
      'ENV_ENCRYPTION_KEY: required in API_SECRETS (it seals the tenants’ secrets)',
    );
    expect(problems.join('\n')).not.toContain('sk-live');
  });

  it('names what would not survive Cloud Run, and what the API itself refuses', () => {
    const problems = checkDeploy(
      inputs({
        API_ENV_VARS: example
          .replace('DATA_DRIVER=firestore', 'DATA_DRIVER=sqlite')
          .replace('TRUST_PROXY=1', 'TRUST_PROXY=lots')
          .concat('\nFIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099'),
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATA_DRIVER: must be firestore on Cloud Run (its disk is not kept)',
        'FIREBASE_AUTH_EMULATOR_HOST: must not be set on Cloud Run (the image and Cloud Run set what is needed)',
        expect.stringMatching(/^TRUST_PROXY="lots": /),
        'FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:9099": an Auth emulator is not allowed with NODE_ENV=production',
      ]),
    );
  });

  it('names a region that firebase.json does not send to', () => {
    expect(checkDeploy(inputs({ REGION: 'europe-west1' }))).toContain(
      'firebase.json (web): a rewrite goes to bar-api in us-central1, the deploy makes bar-api in europe-west1',
    );
  });

  it('renders the service with its probes and the secrets from Secret Manager', () => {
    const service = renderService(
      inputs({
        IMAGE: 'us-central1-docker.pkg.dev/p/bar/bar-api:abc123',
        API_SERVICE_ACCOUNT: 'bar-api@p.iam.gserviceaccount.com',
      }),
    ) as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
    const [container] = service.spec.template.spec.containers;
    expect(container).toMatchObject({
      image: 'us-central1-docker.pkg.dev/p/bar/bar-api:abc123',
      startupProbe: { httpGet: { path: '/api/ready', port: 8080 } },
      livenessProbe: { httpGet: { path: '/api/health', port: 8080 } },
    });
    expect(container!.env).toEqual(
      expect.arrayContaining([
        { name: 'NODE_ENV', value: 'production' },
        { name: 'SMTP_URL', valueFrom: { secretKeyRef: { name: 'smtp-url', key: '3' } } },
      ]),
    );
  });

  it('runs as a command: one line per problem and exit 1, or a summary and exit 0', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/deploy.ts', 'check'], {
        cwd: resolve(repo, 'apps/api'),
        env: { PATH: process.env.PATH ?? '', ...env },
      });
    const good = await run({ API_ENV_VARS: example, API_SECRETS: secrets });
    expect(good.stdout).toMatch(
      /^deploy:check: bar-api in us-central1 would start with 13 variables and 2 secrets/,
    );
    await expect(run({ API_ENV_VARS: 'NODE_ENV=development' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('  - NODE_ENV: must be production\n') as unknown,
    });
  });
});
