import { randomUUID } from 'node:crypto';
import { type OutgoingMailSchema, OutboxRecordSchema } from '@bar/domain/outbox/stored';
import type { z } from 'zod';
import type { DocumentStore } from '../stores/document-store.js';
import { storedRecord, storedRecords } from './stored-records.js';

/**
 * The tenant's outbox (collection `outbox`): every message the API sends, with its state.
 *   kept    MAIL_DRIVER=outbox: stored only (local runs; staff read it in the back office);
 *   queued  waiting for its first or next attempt (`nextAttemptAt`);
 *   sent    accepted by the SMTP server;
 *   failed  given up after MAX_ATTEMPTS (staff may resend).
 */
export const OUTBOX = 'outbox';
export const MAX_ATTEMPTS = 6;

export type OutboxState = OutboxEntry['state'];
export type OutgoingMail = z.infer<typeof OutgoingMailSchema>;
export type OutboxEntry = z.infer<typeof OutboxRecordSchema>;

/** 1, 2, 4, 8, 16 minutes between attempts. */
export const retryDelayMs = (attempts: number): number => 60_000 * 2 ** Math.max(0, attempts - 1);

export function newOutboxEntry(mail: OutgoingMail, state: OutboxState, now: Date): OutboxEntry {
  const at = now.toISOString();
  return {
    headers: {},
    attachments: [],
    ...mail,
    id: randomUUID(),
    state,
    attempts: 0,
    nextAttemptAt: state === 'queued' ? at : null,
    lastError: null,
    createdAt: at,
    updatedAt: at,
    sentAt: null,
  };
}

export const outboxPath = (id: string) => `${OUTBOX}/${id}`;

export async function readOutboxEntry(docs: DocumentStore, id: string) {
  return storedRecord(OutboxRecordSchema, OUTBOX, id, await docs.get(outboxPath(id)));
}

export async function writeOutboxEntry(docs: DocumentStore, entry: OutboxEntry): Promise<void> {
  await docs.set(outboxPath(entry.id), { ...entry });
}

/** Newest first. */
export async function listOutbox(docs: DocumentStore, limit = 500): Promise<OutboxEntry[]> {
  const rows = await docs.query(OUTBOX, {
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  });
  return storedRecords(OutboxRecordSchema, OUTBOX, rows);
}

/** Queued entries whose next attempt is due. */
export async function dueOutboxEntries(docs: DocumentStore, now: Date): Promise<OutboxEntry[]> {
  const rows = await docs.query(OUTBOX, {
    where: [{ field: 'state', op: '==', value: 'queued' }],
    limit: 200,
  });
  return storedRecords(OutboxRecordSchema, OUTBOX, rows).filter(
    (entry) => !entry.nextAttemptAt || entry.nextAttemptAt <= now.toISOString(),
  );
}
