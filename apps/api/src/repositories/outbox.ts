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

/** 1, 2, 4, 8, 16 minutes between attempts (from a base of MAIL_RETRY_BASE_MS, a minute). */
export const retryDelayMs = (attempts: number, base = 60_000): number =>
  base * 2 ** Math.max(0, attempts - 1);

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

/** How long a claim keeps other instances off a message (a sender that died frees it then). */
export const LEASE_MS = 120_000;

/**
 * Claims a message for one delivery by this instance: in one transaction, the entry is taken
 * only when no live lease is on it (and, for the retry sweep, when it is still queued and due),
 * then a lease (`leaseUntil`, `leaseOwner`, kept beside the record) is written. With several
 * API instances on one store, each message is delivered by the one instance whose claim won;
 * a lease past its time (its instance stopped mid-send) is taken over.
 */
export async function claimOutboxEntry(
  docs: DocumentStore,
  id: string,
  owner: string,
  now: Date,
  { dueOnly = false }: { dueOnly?: boolean } = {},
): Promise<OutboxEntry | null> {
  return docs.transaction(async (tx) => {
    const raw = await tx.get(outboxPath(id));
    const entry = raw && storedRecord(OutboxRecordSchema, OUTBOX, id, raw);
    if (!entry) return null;
    const leaseUntil = typeof raw.leaseUntil === 'string' ? raw.leaseUntil : '';
    if (leaseUntil && leaseUntil > now.toISOString()) return null;
    if (dueOnly) {
      if (entry.state !== 'queued') return null;
      if (entry.nextAttemptAt && entry.nextAttemptAt > now.toISOString()) return null;
    }
    tx.set(outboxPath(id), {
      ...raw,
      leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      leaseOwner: owner,
    });
    return entry;
  });
}

/** A new message written already claimed by its sender (no sweep elsewhere can take it first). */
export async function writeClaimedOutboxEntry(
  docs: DocumentStore,
  entry: OutboxEntry,
  owner: string,
  now: Date,
): Promise<void> {
  await docs.set(outboxPath(entry.id), {
    ...entry,
    leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
    leaseOwner: owner,
  });
}
