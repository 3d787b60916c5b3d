import { createHash } from 'node:crypto';
import { normalizeEmail, type SubscriberState } from '@bar/domain/subscriptions/check';
import { type Subscriber, SubscriberSchema } from '@bar/domain/subscriptions/schema';
import type { DocumentStore } from '../stores/document-store.js';
import { storedRecord, storedRecords } from './stored-records.js';

/*
 * The mailing list per tenant: subscribers/{id}, one per address (the id is a hash of the
 * lower-cased address, so signing up twice finds the same document and nothing duplicates).
 */
const SUBSCRIBERS = 'subscribers';

export const subscriberId = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);
const subscriberPath = (id: string) => `${SUBSCRIBERS}/${id}`;
const subscriber = (id: string, data: Record<string, unknown> | null) =>
  storedRecord(SubscriberSchema, SUBSCRIBERS, id, data);

export const hashSource = (address: string) =>
  createHash('sha256').update(`source:${address}`).digest('hex');

/**
 * Records a signup. A new address becomes `pending` with this signup's details and consent; an
 * unsubscribed one asks again: `pending` with this signup's consent and language, its stored
 * name and phone kept. A pending or confirmed address is left exactly as stored: whoever knows
 * an address cannot rename its owner or replace their consent. Returns the subscriber as stored
 * after the call.
 */
export async function recordSignup(
  docs: DocumentStore,
  signup: Pick<Subscriber, 'name' | 'email' | 'phone' | 'locale' | 'consent'>,
): Promise<Subscriber> {
  const id = subscriberId(signup.email);
  return docs.transaction(async (tx) => {
    const stored = subscriber(id, await tx.get(subscriberPath(id)));
    if (stored && stored.state !== 'unsubscribed') return stored;
    const next: Subscriber = {
      id,
      name: stored?.name ?? signup.name,
      email: normalizeEmail(signup.email),
      phone: stored?.phone ?? signup.phone,
      locale: signup.locale,
      state: 'pending',
      consent: signup.consent,
      createdAt: stored?.createdAt ?? signup.consent.at,
      confirmedAt: null,
      unsubscribedAt: null,
    };
    tx.set(subscriberPath(id), next);
    return next;
  });
}

/**
 * When each address was last sent each kind of mailing-list mail (its confirmation link, the
 * unsubscribe link it asked for): subscriber_mails/{subscriber id}.
 */
const SUBSCRIBER_MAILS = 'subscriber_mails';
/** At most one mail of a kind per address in this time. */
const SUBSCRIBER_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export type SubscriberMailKind = 'confirm' | 'leave';

/**
 * Claims the address's mail of this kind for now: true (and noted) when the last one is an hour
 * old or there was none, false otherwise. In one transaction, so two requests at once send one
 * mail.
 */
export async function claimSubscriberMail(
  docs: DocumentStore,
  id: string,
  kind: SubscriberMailKind,
  now = Date.now(),
): Promise<boolean> {
  const path = `${SUBSCRIBER_MAILS}/${id}`;
  return docs.transaction(async (tx) => {
    const last = ((await tx.get(path)) ?? {}) as Partial<Record<SubscriberMailKind, unknown>>;
    const value = last[kind];
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (now - at < SUBSCRIBER_MAIL_INTERVAL_MS) return false;
    tx.set(path, { ...last, [kind]: new Date(now).toISOString() });
    return true;
  });
}

/** The subscriber of an address; null when it is not on the list. */
export async function findSubscriber(
  docs: DocumentStore,
  email: string,
): Promise<Subscriber | null> {
  const id = subscriberId(email);
  return subscriber(id, await docs.get(subscriberPath(id)));
}

/** Moves a subscriber to a state (confirm, unsubscribe); idempotent; null when unknown. */
export async function setSubscriberState(
  docs: DocumentStore,
  id: string,
  state: Exclude<SubscriberState, 'pending'>,
): Promise<Subscriber | null> {
  return docs.transaction(async (tx) => {
    const stored = subscriber(id, await tx.get(subscriberPath(id)));
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
  return storedRecords(SubscriberSchema, SUBSCRIBERS, rows);
}

/** Erases a subscriber and their consent record; false when there is no such subscriber. */
export async function removeSubscriber(docs: DocumentStore, id: string): Promise<boolean> {
  return docs.transaction(async (tx) => {
    if (!(await tx.get(subscriberPath(id)))) return false;
    tx.delete(subscriberPath(id));
    tx.delete(`${SUBSCRIBER_MAILS}/${id}`);
    return true;
  });
}
