/**
 * The ids of the event rules' messages. The schemas and rules answer these; the texts are in the
 * back office's catalogue and the server's (@bar/i18n/messages/server), the spec's English ones
 * word for word.
 */
export const EVENT_MESSAGE_IDS = [
  'events.errors.titleRequired',
  'events.errors.dateRequired',
  'events.errors.dateInvalid',
  'events.errors.endDateBeforeStart',
  'events.errors.timeInvalid',
  'events.errors.startAtInvalid',
  'events.errors.slugInvalid',
  'events.errors.statusInvalid',
  'events.errors.tooManyCtas',
  'events.errors.ctaInvalid',
  'events.errors.urlInvalid',
  'events.errors.mediaInvalid',
  'events.errors.tooManyMedia',
  'events.errors.textTooLong',
] as const;

export type EventMessageId = (typeof EVENT_MESSAGE_IDS)[number];

export const isEventMessageId = (value: string): value is EventMessageId =>
  (EVENT_MESSAGE_IDS as readonly string[]).includes(value);
