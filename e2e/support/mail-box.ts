import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STACK_INDEX } from './ports.js';

/** A message the stack's SMTP server accepted (see global-setup). */
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
};

/** The folder this worker's stack delivers into (one per stack, see global-setup). */
function mailDir(): string {
  const root = process.env.E2E_MAIL_DIR;
  if (!root) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the mail sinks');
  return join(root, String(STACK_INDEX));
}

/**
 * The first message to `to` (whose subject matches, when given) that the stack delivered by
 * SMTP, waiting up to `timeout` ms for it.
 */
export async function waitForMail(
  to: string,
  subject?: RegExp,
  timeout = 20_000,
): Promise<ReceivedMail> {
  const dir = mailDir();
  const wanted = to.toLowerCase();
  const until = Date.now() + timeout;
  for (;;) {
    for (const name of (await readdir(dir)).sort()) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as ReceivedMail;
      if (mail.to.includes(wanted) && (!subject || subject.test(mail.subject))) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every message to `to` the stack has delivered so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const dir = mailDir();
  const wanted = to.toLowerCase();
  const mails = await Promise.all(
    (await readdir(dir))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to.includes(wanted));
}
