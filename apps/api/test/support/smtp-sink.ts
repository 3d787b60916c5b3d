import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  port: number;
  /** Every message the server accepted, parsed. */
  received: ParsedMail[];
  /** While true the server answers 451 to every message (a temporary failure). */
  refuse: boolean;
  /** Resolves with the first accepted message to this address (waits up to `ms`). */
  waitFor(to: string, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
    group.value.map((address) => (address.address ?? '').toLowerCase()),
  );

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, for tests;
 * `onMail` also hears each message (the browser tests write them where their workers read).
 */
export async function startSmtpSink(
  port = 0,
  onMail?: (mail: ParsedMail) => void,
): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received,
    refuse: false,
    waitFor(to, ms = 10_000) {
      const wanted = to.toLowerCase();
      const found = received.find((mail) => recipients(mail).includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${ms} ms`)), ms);
        waiters.push({
          to: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          onMail?.(mail);
          const to = recipients(mail);
          for (const waiter of [...waiters]) {
            if (to.includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}

/** A header's value as sent (mailparser restructures the List-* ones). */
export const rawHeader = (mail: ParsedMail, name: string): string | undefined =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');
