import { createHash, randomUUID } from 'node:crypto';
import { readBookingMessage } from '@bar/domain/assistant/booking';
import type { ChatKnowledge } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { ChatBooking, ChatBookingStep } from '@bar/domain/assistant/wire';
import { isEmailAddress } from '@bar/domain/email';
import { isIsoDate, zonedDateTime } from '@bar/domain/events/dates';
import {
  isGuestCount,
  isReservationPhone,
  type ReservationFields,
} from '@bar/domain/reservations/schema';
import {
  bookableSlots,
  lastBookableDay,
  openingSlots,
  slotProblem,
  weekDayOf,
} from '@bar/domain/reservations/slots';
import { catalogueText } from '../../../lib/texts/catalogue.js';
import type { BookingSetup } from '../../../repositories/reservations.js';
import type { BookOutcome } from '../reservations/book-reservation.js';
import { PROBLEM_MESSAGE } from '../reservations/book-reservation.js';
import { dayMonth } from './answers.js';
import { dayName, say } from './compose.js';

/** Books through the reservation form's own path (checks, capacity, idempotency, mails). */
export type BookThrough = (
  input: ReservationFields,
  idempotencyKey: string,
) => Promise<BookOutcome>;

export interface BookingTurn {
  question: string;
  lang: ChatLanguage;
  draft: ChatBooking | undefined;
  knowledge: ChatKnowledge;
  now: Date;
  /** The reservation form's rules and calendar (read only when the turn is about a booking). */
  loadSetup: () => Promise<BookingSetup>;
  /** Covers held per slot on a day, keyed `YYYY-MM-DD HH:MM` (the availability's read). */
  coversOn: (date: string) => Promise<Map<string, number>>;
  book: BookThrough;
}

export type BookingReply =
  /** The booking dialogue answered: its reply and the draft to send back (null: it ended). */
  | { kind: 'reply'; reply: string; booking: ChatBooking | null; reservationId?: string }
  /** A question beside the booking: answer it as usual, then ask `ask` and keep `booking`. */
  | { kind: 'aside'; ask: string; booking: ChatBooking };

const ASK: Record<Exclude<ChatBookingStep, 'confirm'>, Parameters<typeof say>[0]> = {
  date: 'bookingAskDate',
  time: 'bookingAskTime',
  guests: 'bookingAskGuests',
  name: 'bookingAskName',
  email: 'bookingAskEmail',
  phone: 'bookingAskPhone',
};
const ORDER = ['date', 'time', 'guests', 'name', 'email', 'phone'] as const;
/** How many free times an answer lists (the nearest to the time asked). */
const FREE_TIMES_LISTED = 6;

/** A day as the summary says it: "sábado 5 de diciembre", "Saturday, December 5". */
export const bookingDay = (date: string, lang: ChatLanguage) =>
  `${dayName(weekDayOf(date), lang)}${lang === 'en' ? ',' : ''} ${dayMonth(date, lang)}`;

/**
 * The idempotency key of one draft's details: a repeated "yes" (a resent message, a second
 * tab) answers the reservation the first one made, never a second one.
 */
export const draftKey = (draft: ChatBooking) =>
  `chat-${createHash('sha256')
    .update(
      [draft.id, draft.date, draft.time, draft.guests, draft.name, draft.email, draft.phone].join(
        '\u0000',
      ),
    )
    .digest('hex')
    .slice(0, 48)}`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The booking dialogue, one turn: reads the message against the draft, checks every field again
 * with the reservation form's rules (the party size limit, the day's opening hours and slots in
 * the tenant's zone, the notice and the horizon, the slot's room), asks for the first thing
 * missing, repeats the details and books only on the guest's yes. Null when the message is no
 * booking and none is under way.
 */
export async function bookingTurn(turn: BookingTurn): Promise<BookingReply | null> {
  const { question, lang, knowledge: k } = turn;
  const today = zonedDateTime(turn.now, k.timeZone).date;
  const previous = turn.draft;
  const words = readBookingMessage(question, today, previous?.step ?? null);
  const text = (
    id: Parameters<typeof catalogueText>[0],
    values?: Record<string, string | number>,
  ) => catalogueText(id, lang, values);
  const end = (reply: string): BookingReply => ({ kind: 'reply', reply, booking: null });
  /** The message says something towards the booking (a day, a time, a party, a detail). */
  const said =
    words.date !== null ||
    words.times.length > 0 ||
    words.guests !== null ||
    words.name !== null ||
    words.email !== null ||
    words.phone !== null;

  if (!previous) {
    if (!words.wantsBooking || !k.booking.enabled) return null;
  } else {
    if (!k.booking.enabled)
      return end(
        k.phone ? say('bookingGone', lang, { phone: k.phone }) : say('notAvailable', lang),
      );
    if (words.cancel || (words.no && !said)) return end(say('bookingCancelled', lang));
  }
  const { rules, ctx } = await turn.loadSetup();

  const draft: ChatBooking = {
    id: previous?.id ?? randomUUID(),
    step: previous?.step ?? 'date',
    ...(previous?.date !== undefined && { date: previous.date }),
    ...(previous?.time !== undefined && { time: previous.time }),
    ...(previous?.guests !== undefined && { guests: previous.guests }),
    ...(previous?.name !== undefined && { name: previous.name }),
    ...(previous?.email !== undefined && { email: previous.email }),
    ...(previous?.phone !== undefined && { phone: previous.phone }),
  };
  if (words.date !== null) {
    draft.date = words.date;
    if (!words.times.length && previous?.date !== words.date) delete draft.time;
  }
  if (words.guests !== null) draft.guests = words.guests;
  if (words.name !== null) draft.name = words.name;
  if (words.email !== null) draft.email = words.email.toLowerCase();
  if (words.phone !== null) draft.phone = words.phone;

  const notes: string[] = [];
  // The party: one the form takes at all, and no bigger than the online limit.
  if (draft.guests !== undefined) {
    if (!isGuestCount(draft.guests)) {
      notes.push(text('reservations.errors.guestsRange'));
      delete draft.guests;
    } else if (draft.guests > rules.maxPartySize) {
      const values = {
        max: rules.maxPartySize,
        party: draft.guests,
        phone: k.phone,
        email: k.email,
      };
      if (k.phone) return end(say('bookingBigGroup', lang, values));
      if (k.email) return end(say('bookingBigGroupMail', lang, values));
      return end(text('reservations.errors.partyTooLarge', values));
    }
  }
  const party = draft.guests ?? 1;

  // The day: open, not past, within the horizon, with a slot left to book.
  let covers: Map<string, number> | null = null;
  const freeOn = async (date: string) => {
    covers ??= await turn.coversOn(date);
    const held = covers;
    return bookableSlots(date, ctx).filter(
      (time) => (held.get(`${date} ${time}`) ?? 0) + party <= rules.capacityPerSlot,
    );
  };
  const problemValues = {
    hours: Math.ceil(rules.minNoticeMinutes / 60),
    days: rules.maxDaysAhead,
  };
  let free: string[] | null = null;
  if (draft.date !== undefined) {
    const date = draft.date;
    const opening = isIsoDate(date) ? openingSlots(date, ctx.schedule, ctx.holidays, rules) : [];
    if (!isIsoDate(date)) {
      delete draft.date;
    } else if (!opening.length) {
      notes.push(text(PROBLEM_MESSAGE.closed));
      delete draft.date;
    } else if (date > lastBookableDay(ctx)) {
      notes.push(text(PROBLEM_MESSAGE.tooFar, problemValues));
      delete draft.date;
    } else {
      free = await freeOn(date);
      if (!free.length) {
        notes.push(say('bookingNoFreeTimes', lang, { when: bookingDay(date, lang) }));
        delete draft.date;
        free = null;
      }
    }
    if (draft.date === undefined) delete draft.time;
  }

  // The time: one of the day's slots, bookable now, with room for the party.
  const asked = words.times.length ? words.times : draft.time ? [draft.time] : [];
  if (asked.length) {
    if (draft.date === undefined || free === null) {
      draft.time = asked[0]!;
    } else {
      const date = draft.date;
      const fits = asked.find((time) => free.includes(time));
      if (fits) draft.time = fits;
      else {
        const first = asked.find((time) => slotProblem(date, time, ctx) === null) ?? asked[0]!;
        const problem = slotProblem(date, first, ctx);
        notes.push(
          problem
            ? text(PROBLEM_MESSAGE[problem], problemValues)
            : text('reservations.errors.full'),
        );
        delete draft.time;
        const near = /^\d{2}:\d{2}$/.test(first) ? minutesOf(first) : 20 * 60;
        const listed = [...free]
          .sort((a, b) => Math.abs(minutesOf(a) - near) - Math.abs(minutesOf(b) - near))
          .slice(0, FREE_TIMES_LISTED)
          .sort();
        notes.push(
          say('bookingFreeTimes', lang, { when: bookingDay(date, lang), list: listed.join(', ') }),
        );
      }
    }
  }

  // The guest's details, with the form's rules and texts.
  if (draft.name !== undefined && !draft.name.trim()) {
    notes.push(text('reservations.errors.nameRequired'));
    delete draft.name;
  }
  if (draft.email !== undefined && !isEmailAddress(draft.email.trim())) {
    notes.push(text('reservations.errors.emailInvalid'));
    delete draft.email;
  }
  if (draft.phone !== undefined && !isReservationPhone(draft.phone)) {
    notes.push(text('reservations.errors.phoneInvalid'));
    delete draft.phone;
  }

  const intro =
    !previous && draft.guests !== undefined
      ? [say('bookingParty', lang, { party: draft.guests, max: rules.maxPartySize })]
      : [];
  const changed = said || ORDER.some((key) => draft[key] !== previous?.[key]);
  const missing = ORDER.find((field) => draft[field] === undefined);
  if (missing) {
    // Nothing of the booking in the message: a question beside it, answered as usual.
    if (previous && !changed && !notes.length && !words.yes && !words.no)
      return { kind: 'aside', ask: say(ASK[missing], lang), booking: { ...draft, step: missing } };
    const ask = [say(ASK[missing], lang)];
    if (missing === 'time' && free && !notes.length && draft.date)
      ask.push(
        say('bookingFreeTimes', lang, {
          when: bookingDay(draft.date, lang),
          list: free.slice(0, FREE_TIMES_LISTED * 2).join(', '),
        }),
      );
    return {
      kind: 'reply',
      reply: [...intro, ...notes, ...ask].join(' '),
      booking: { ...draft, step: missing },
    };
  }

  const details = {
    guests: draft.guests!,
    when: bookingDay(draft.date!, lang),
    time: draft.time!,
    name: draft.name!.trim(),
    email: draft.email!.trim(),
    phone: draft.phone!.trim(),
  };
  const complete = { ...draft, step: 'confirm' as const };
  if (previous?.step !== 'confirm' || changed || notes.length) {
    return {
      kind: 'reply',
      reply: [...intro, ...notes, say('bookingSummary', lang, details)].join(' '),
      booking: complete,
    };
  }
  if (!words.yes) {
    if (!words.no && !words.cancel && !changed)
      return { kind: 'aside', ask: say('bookingConfirmAsk', lang), booking: complete };
    return { kind: 'reply', reply: say('bookingConfirmAsk', lang), booking: complete };
  }

  const outcome = await turn.book(
    {
      name: details.name,
      email: details.email,
      phone: details.phone,
      date: draft.date!,
      time: draft.time!,
      reason: 'dinner',
      guests: draft.guests!,
      message: '',
    },
    draftKey(complete),
  );
  // A rule changed meanwhile: the form's words, and that field asked again.
  if (outcome.kind === 'refused') {
    const refused = outcome.field;
    const field = ORDER.find((key) => key === refused) ?? null;
    const kept: ChatBooking = { ...complete };
    if (field) delete kept[field];
    if (field === 'date') delete kept.time;
    const step = ORDER.find((key) => kept[key] === undefined) ?? 'date';
    return {
      kind: 'reply',
      reply: `${outcome.message} ${say(ASK[step], lang)}`,
      booking: { ...kept, step },
    };
  }
  // The slot filled meanwhile: the form's words, then what is free that day.
  if (outcome.kind === 'full') {
    const date = draft.date!;
    const { time: _time, ...rest } = complete;
    covers = null;
    const left = await freeOn(date);
    const list = left.length
      ? say('bookingFreeTimes', lang, { when: bookingDay(date, lang), list: left.join(', ') })
      : say('bookingNoFreeTimes', lang, { when: bookingDay(date, lang) });
    return {
      kind: 'reply',
      reply: `${outcome.message} ${list}`,
      booking: { ...rest, step: left.length ? 'time' : 'date' },
    };
  }
  return {
    kind: 'reply',
    reply: say('bookingDone', lang, details),
    booking: null,
    reservationId: outcome.reservation.id,
  };
}
