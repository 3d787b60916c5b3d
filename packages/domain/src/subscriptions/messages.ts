/**
 * The ids of the mailing-list texts the API answers with and the landing pages show; the texts
 * are the site catalogue's (@bar/i18n), the spec's landing texts word for word.
 */
export const SUBSCRIPTION_MESSAGE_IDS = [
  'subscriptions.errors.nameRequired',
  'subscriptions.errors.emailInvalid',
  'subscriptions.errors.phoneInvalid',
  'subscriptions.errors.consentRequired',
  'subscriptions.errors.failed',
  'subscriptions.errors.linkInvalid',
  'subscriptions.consent',
  'subscriptions.sent',
  'subscriptions.linkSent',
] as const;

export type SubscriptionMessageId = (typeof SUBSCRIPTION_MESSAGE_IDS)[number];
