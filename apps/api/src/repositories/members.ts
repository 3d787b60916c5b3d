import { randomUUID } from 'node:crypto';
import {
  type Member,
  type MemberChange,
  MemberChangeSchema,
  MemberSchema,
  normalizeEmail,
} from '@bar/domain/members';
import { type Clock, systemClock, TtlCache } from '../lib/cache/ttl-cache.js';
import type { DocumentStore } from '../stores/document-store.js';

/*
 * A tenant's admins (documents under the tenant's scope):
 *   members/{email}      { email, role: 'admin', addedBy, addedAt }
 *   members_log/{id}     { action: 'added' | 'removed', email, by, at }
 */
const MEMBERS = 'members';
const LOG = 'members_log';
const LOG_LIMIT = 200;

export const memberPath = (email: string) => `${MEMBERS}/${normalizeEmail(email)}`;

export async function listMembers(docs: DocumentStore): Promise<Member[]> {
  const snapshots = await docs.query(MEMBERS, { orderBy: [{ field: 'email' }], limit: 1000 });
  return snapshots.flatMap((snap) => {
    const parsed = MemberSchema.safeParse(snap.data);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function listMemberChanges(docs: DocumentStore): Promise<MemberChange[]> {
  const snapshots = await docs.query(LOG, {
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: LOG_LIMIT,
  });
  return snapshots.flatMap((snap) => {
    const parsed = MemberChangeSchema.safeParse({ ...snap.data, id: snap.id });
    return parsed.success ? [parsed.data] : [];
  });
}

/** Adds (or keeps) an admin and logs the change in the same batch. Answers the member and whether it is new. */
export async function addMember(
  docs: DocumentStore,
  email: string,
  by: string,
  now = new Date(),
): Promise<{ member: Member; created: boolean }> {
  const address = normalizeEmail(email);
  return docs.transaction(async (tx) => {
    const existing = MemberSchema.safeParse(await tx.get(memberPath(address)));
    if (existing.success) return { member: existing.data, created: false };
    const at = now.toISOString();
    const member: Member = { email: address, role: 'admin', addedBy: by, addedAt: at };
    tx.set(memberPath(address), member);
    tx.set(`${LOG}/${randomUUID()}`, { action: 'added', email: address, by, at });
    return { member, created: true };
  });
}

/** Removes an admin and logs it; false when the address was not a member. */
export async function removeMember(
  docs: DocumentStore,
  email: string,
  by: string,
  now = new Date(),
): Promise<boolean> {
  const address = normalizeEmail(email);
  return docs.transaction(async (tx) => {
    if (!(await tx.get(memberPath(address)))) return false;
    tx.delete(memberPath(address));
    tx.set(`${LOG}/${randomUUID()}`, {
      action: 'removed',
      email: address,
      by,
      at: now.toISOString(),
    });
    return true;
  });
}

/**
 * Who is a member, as the auth hook asks it on requests that carry a verified token: answers
 * are kept a few seconds per tenant and address (most requests ask nothing: no token, or a
 * superadmin), and forgotten at once when this instance changes the membership.
 */
export class MemberLookup {
  readonly #cache: TtlCache<boolean>;

  constructor(
    private readonly documents: DocumentStore,
    ttlMs = 10_000,
    clock: Clock = systemClock(),
  ) {
    this.#cache = new TtlCache<boolean>(ttlMs, clock, { name: 'members', maxEntries: 5_000 });
  }

  isMember(tenant: string, email: string): Promise<boolean> {
    const address = normalizeEmail(email);
    return this.#cache.get(`${tenant}\n${address}`, async () => {
      const doc = await this.documents.forTenant(tenant).get(memberPath(address));
      return MemberSchema.safeParse(doc).success;
    });
  }

  forget(tenant: string, email: string): void {
    this.#cache.delete(`${tenant}\n${normalizeEmail(email)}`);
  }
}
