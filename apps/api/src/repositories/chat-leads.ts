import { randomBytes } from 'node:crypto';
import type { ChatLeadInput } from '@bar/domain/assistant/wire';
import { type DocumentStore, serverTimestamp } from '../stores/document-store.js';

/** Leads from the chat: collection ai_contacts. */
export const AI_CONTACTS = 'ai_contacts';

/** A random 16-hex-character id (spec). */
export const leadId = () => randomBytes(8).toString('hex');

export async function addLead(docs: DocumentStore, lead: ChatLeadInput): Promise<string> {
  const id = leadId();
  await docs.set(`${AI_CONTACTS}/${id}`, {
    name: lead.name,
    email: lead.email,
    consent: true,
    locale: lead.locale ?? '',
    createdAt: serverTimestamp(),
  });
  return id;
}

export interface StoredLead {
  id: string;
  name: string;
  email: string;
  consent: boolean;
  locale: string;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The newest leads first. */
export async function listLeads(docs: DocumentStore, limit = 1000): Promise<StoredLead[]> {
  const snapshots = await docs.query(AI_CONTACTS, {
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  });
  return snapshots.map(({ id, data }) => ({
    id,
    name: text(data.name),
    email: text(data.email),
    consent: data.consent === true,
    locale: text(data.locale),
    createdAt: text(data.createdAt),
  }));
}
