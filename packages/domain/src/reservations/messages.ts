/**
 * The ids of the reservation texts the API answers with and the form shows. The texts are the
 * site catalogue's (@bar/i18n), where the spec's phone and guests rules and the error/success
 * texts are kept word for word; values fill `{{name}}` placeholders.
 */
export const RESERVATION_MESSAGE_IDS = [
  'reservations.errors.nameRequired',
  'reservations.errors.emailInvalid',
  'reservations.errors.phoneInvalid',
  'reservations.errors.dateRequired',
  'reservations.errors.reasonRequired',
  'reservations.errors.guestsRange',
  'reservations.errors.partyTooLarge',
  'reservations.errors.closed',
  'reservations.errors.notASlot',
  'reservations.errors.past',
  'reservations.errors.tooSoon',
  'reservations.errors.tooFar',
  'reservations.errors.full',
  'reservations.errors.sendFailed',
  'reservations.errors.linkInvalid',
  'reservations.errors.notFound',
  'reservations.errors.alreadyClosed',
  'reservations.success',
] as const;

export type ReservationMessageId = (typeof RESERVATION_MESSAGE_IDS)[number];

/**
 * The ids above that only the API writes, in its answers (every error but the form's own failure
 * text): the site leaves their texts out of what it sends browsers (apps/web site-texts-plugin.ts,
 * with a test that the site's code never names them).
 */
export const RESERVATION_API_ONLY_IDS: readonly ReservationMessageId[] =
  RESERVATION_MESSAGE_IDS.filter(
    (id) => id.startsWith('reservations.errors.') && id !== 'reservations.errors.sendFailed',
  );
