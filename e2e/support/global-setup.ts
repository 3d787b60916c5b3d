import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPayPalServer } from '../../apps/api/test/support/paypal-server.js';
import { recipients, startSmtpSink } from '../../apps/api/test/support/smtp-sink.js';
import { portsOf, STACKS } from './ports.js';

interface Stack {
  stop: () => Promise<void>;
}

/** What every stack runs with, besides its own ports, PayPal's and its SMTP server's addresses. */
const STACK_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '5000',
  // Every browser of a stack is one client: the walks hold many chat dialogues a minute.
  CHAT_RATE_LIMIT_MAX: '1000',
  PAYPAL_CLIENT_ID: 'test-client',
  PAYPAL_CLIENT_SECRET: 'test-secret',
  MAIL_DRIVER: 'smtp',
};

/**
 * Starts the real stack, once per worker (STACKS): the built API serving the built apps on
 * SQLite in a fresh folder, with its Auth emulator and a real SMTP server the mail goes to, and
 * one local PayPal REST server for all. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  // The stack helpers are plain .mjs shared with `pnpm start`.
  const { startStack } = (await import(join(root, 'scripts/lib/stack.mjs'))) as {
    startStack: (options: Record<string, unknown>) => Promise<Stack>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-e2e-'));
  // PayPal's REST API, played locally: the checkout runs the real server SDK against it.
  const paypal = await startPayPalServer();
  // Each stack's SMTP server writes each message as JSON into the stack's folder, which its
  // worker's tests read (support/mail-box.ts), so a test sees what a guest's inbox would.
  const mailRoot = join(dataDir, 'mail');
  process.env.E2E_MAIL_DIR = mailRoot;
  const startOne = async (index: number) => {
    const mailDir = join(mailRoot, String(index));
    mkdirSync(mailDir, { recursive: true });
    let delivered = 0;
    const smtp = await startSmtpSink(0, (mail) => {
      delivered += 1;
      const message = {
        to: recipients(mail),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
        })),
      };
      writeFileSync(
        join(mailDir, `${String(delivered).padStart(6, '0')}.json`),
        JSON.stringify(message),
      );
    });
    const ports = portsOf(index);
    const stackDir = join(dataDir, `stack-${index}`);
    mkdirSync(stackDir);
    const stack = await startStack({
      root,
      ports: [ports.web, ports.admin, ports.restaurant, ports.restaurantAdmin],
      authPort: ports.auth,
      dataDir: stackDir,
      quiet: !process.env.E2E_VERBOSE,
      env: { ...STACK_ENV, PAYPAL_API_URL: paypal.url, SMTP_URL: smtp.url },
    });
    return async () => {
      await stack.stop();
      await smtp.close();
    };
  };
  // One after the other: each first start seeds its demo data (images made with sharp).
  const stops: (() => Promise<void>)[] = [];
  for (let index = 0; index < STACKS; index += 1) stops.push(await startOne(index));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    await paypal.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
