import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPayPalServer } from '../../apps/api/test/support/paypal-server.js';
import { recipients, startSmtpSink } from '../../apps/api/test/support/smtp-sink.js';
import { PORTS } from './ports.js';

interface Stack {
  stop: () => Promise<void>;
}

/**
 * Starts the real stack once for the run: the built API serving the built apps on SQLite in a
 * fresh folder, with the Auth emulator, a local PayPal REST server and a real SMTP server the
 * mail goes to. Returns the teardown.
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
  // A real SMTP server the API delivers to; each message lands as JSON in a folder the test
  // workers read (support/mail-box.ts), so a test sees what a guest's inbox would.
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
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
  const stack = await startStack({
    root,
    ports: [PORTS.web, PORTS.admin, PORTS.restaurant, PORTS.restaurantAdmin],
    authPort: PORTS.auth,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5000',
      PAYPAL_CLIENT_ID: 'test-client',
      PAYPAL_CLIENT_SECRET: 'test-secret',
      PAYPAL_API_URL: paypal.url,
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
    },
  });
  return async () => {
    await stack.stop();
    await paypal.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
