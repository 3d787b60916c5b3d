import { createHash } from 'node:crypto';
import { normalizeEmail, type SubscriberState } from '@bar/domain/subscriptions/check';
import type { Subscriber } from '@bar/domain/subscriptions/schema';
import type { DocumentStore } from '../stores/document-store.js';

/*
 * The mailing list per tenant: subscribers/{id}, one per address (the id is a hash of the
 * lower-cased address, so signing up twice finds the same document and nothing duplicates).
 */
const SUBSCRIBERS = 'subscribers';

export const subscriberId = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);
const subscriberPath = (id: string) => `${SUBSCRIBERS}/${id}`;

export const hashSource = (address: string) =>
  createHash('sha256').update(`source:${address}`).digest('hex');

/**
 * Records a signup: a new address, or an unsubscribed one, becomes `pending` with this
 * signup's consent; a pending one gets the fresh consent; a confirmed one stays confirmed
 * (name and phone refreshed). Returns the subscriber after the write.
 */
export async function recordSignup(
  docs: DocumentStore,
  signup: Pick<Subscriber, 'name' | 'email' | 'phone' | 'locale' | 'consent'>,
): Promise<Subscriber> {
  const id = subscriberId(signup.email);
  return docs.transaction(async (tx) => {
    const stored = (await tx.get(subscriberPath(id))) as unknown as Subscriber | null;
    const confirmed = stored?.state === 'confirmed';
    const next: Subscriber = {
      id,
      name: signup.name,
      email: normalizeEmail(signup.email),
      phone: signup.phone,
      locale: signup.locale,
      state: confirmed ? 'confirmed' : 'pending',
      consent: confirmed && stored ? stored.consent : signup.consent,
      createdAt: stored?.createdAt ?? signup.consent.at,
      confirmedAt: confirmed ? (stored?.confirmedAt ?? null) : null,
      unsubscribedAt: null,
    };
    tx.set(subscriberPath(id), next);
    return next;
  });
}

/** Moves a subscriber to a state (confirm, unsubscribe); idempotent; null when unknown. */
export async function setSubscriberState(
  docs: DocumentStore,
  id: string,
  state: Exclude<SubscriberState, 'pending'>,
): Promise<Subscriber | null> {
  return docs.transaction(async (tx) => {
    const stored = (await tx.get(subscriberPath(id))) as unknown as Subscriber | null;
    if (!stored) return null;
    if (stored.state === state) return stored;
    // A link to confirm that arrives after unsubscribing does not sign the address up again.
    if (state === 'confirmed' && stored.state === 'unsubscribed') return stored;
    const at = new Date().toISOString();
    const next: Subscriber = {
      ...stored,
      state,
      ...(state === 'confirmed' ? { confirmedAt: at } : { unsubscribedAt: at }),
    };
    tx.set(subscriberPath(id), next);
    return next;
  });
}

export async function listSubscribers(docs: DocumentStore): Promise<Subscriber[]> {
  const rows = await docs.query(SUBSCRIBERS, {
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 10_000,
  });
  return rows.map((row) => row.data as unknown as Subscriber);
}

/** Erases a subscriber and their consent record; false when there is no such subscriber. */
export async function removeSubscriber(docs: DocumentStore, id: string): Promise<boolean> {
  return docs.transaction(async (tx) => {
    if (!(await tx.get(subscriberPath(id)))) return false;
    tx.delete(subscriberPath(id));
    return true;
  });
}
