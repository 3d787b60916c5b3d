import { isEmailAddress } from '../email.js';
import { phoneDigits } from '../phone.js';
import type { SubscriptionMessageId } from './messages.js';

/** The landing signup (name, e-mail, optional phone) plus the consent box. */
export interface SubscriptionFields {
  name?: string;
  email?: string;
  phone?: string;
  consent?: boolean;
}

export const SUBSCRIPTION_PAGES = [
  'land',
  'landingeng',
  'landingesp',
  'landingfra',
  'emailmarketing',
] as const;
export type SubscriptionPage = (typeof SUBSCRIPTION_PAGES)[number];

export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export interface SubscriptionIssue {
  field: 'name' | 'email' | 'phone' | 'consent';
  id: SubscriptionMessageId;
}

/** The first failing check: name, e-mail, phone (only when given), consent. Null when valid. */
export function checkSubscription(input: SubscriptionFields): SubscriptionIssue | null {
  if (!input.name?.trim()) return { field: 'name', id: 'subscriptions.errors.nameRequired' };
  if (!isEmailAddress(input.email?.trim() ?? ''))
    return { field: 'email', id: 'subscriptions.errors.emailInvalid' };
  const phone = input.phone?.trim() ?? '';
  if (phone && !/^[1-9]\d{9}$/.test(phoneDigits(phone)))
    return { field: 'phone', id: 'subscriptions.errors.phoneInvalid' };
  if (input.consent !== true)
    return { field: 'consent', id: 'subscriptions.errors.consentRequired' };
  return null;
}

/** One subscriber per address: the id is derived from the lower-cased address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
