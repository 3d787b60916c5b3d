import nodemailer from 'nodemailer';
import type { OutboxEntry } from '../repositories/outbox.js';

/** Delivers one message; rejects when the server refuses it or cannot be reached. */
export type DeliverMail = (entry: OutboxEntry) => Promise<{ messageId: string }>;

/**
 * SMTP through nodemailer (https://nodemailer.com/smtp/): one pooled transport from SMTP_URL.
 * The entry's HTML and text parts, headers (List-Unsubscribe, ...) and attachments go as stored.
 */
export function smtpTransport(
  smtpUrl: string,
  from: string,
): { deliver: DeliverMail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    // A slow or dead server must not hold a guest's request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async deliver(entry) {
      const info = await transport.sendMail({
        from: { name: entry.fromName, address: from },
        to: entry.to,
        subject: entry.subject,
        text: entry.text,
        html: entry.html,
        headers: entry.headers,
        attachments: (entry.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transport.close(),
  };
}
