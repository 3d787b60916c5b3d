import { NUMBER_WORDS, readQuestion } from './question.js';
import type { ChatBookingStep } from './wire.js';

/**
 * What a guest's chat message says towards a booking, in es, en or fr at once: a day, a time
 * (the hours it may mean: "a las 8" is 20:00 or 08:00), a party size, a name, an e-mail, a
 * phone, a yes or a no. `step` is what the assistant asked last: a bare "4" answers it.
 */
export interface BookingWords {
  /** The message asks to book (a booking word with a day, a time, a party or a wish). */
  wantsBooking: boolean;
  date: string | null;
  /** The times the message may mean, likeliest first (HH:MM). */
  times: string[];
  guests: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  yes: boolean;
  no: boolean;
  /** An explicit cancel ("cancelar", "cancel", "annuler"), whatever else is said. */
  cancel: boolean;
}

const EMAIL = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"'.]{2,}/;
/** An answer at the e-mail step that tries to be one: a single word, an @ or its name. */
const EMAIL_TRY = /^ [^\s?¿]{3,} $|@| (?:at|arroba|arobase) /i;
const PHONE = /\+?\(?\d[\d\s().-]{7,}\d/;

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The times an hour and minute may mean: "8" in the evening first, then the morning. */
function timesOf(hour: number, minute: number, meridiem: 'am' | 'pm' | null): string[] {
  if (!Number.isInteger(hour) || hour > 23 || minute > 59) return [];
  if (meridiem === 'pm') return hour < 12 ? [clock(hour + 12, minute)] : [clock(hour, minute)];
  if (meridiem === 'am') return [clock(hour === 12 ? 0 : hour, minute)];
  if (hour >= 1 && hour <= 11) return [clock(hour + 12, minute), clock(hour, minute)];
  return [clock(hour, minute)];
}

const PM = / (?:pm|p m|tarde|noche|soir|tonight|evening|night|apres midi|afternoon)(?: |$)/;
const AM = / (?:am|a m|manana|matin|morning)(?: |$)/;
const MERIDIEM_SUFFIX = String.raw`(?:\s*(am|pm|a\.m\.?|p\.m\.?))?`;
const TIME_PATTERNS = [
  // 20:30, 8:30 pm, 20h30, 20.30
  new RegExp(String.raw`(?<![\d/])(\d{1,2})\s*(?::|h|\.)\s*(\d{2})(?!\d)${MERIDIEM_SUFFIX}`),
  // 8pm, 8 p.m., 20h, 20 h, 8 heures, 20 hrs
  new RegExp(
    String.raw`(?<![\d/])(\d{1,2})()\s*(am|pm|a\.m\.?|p\.m\.?|h(?![a-z])|hrs?\b|horas\b|heures?\b)`,
  ),
  // a las 8, at 8, vers 8
  new RegExp(
    String.raw`(?:a las|a la|at|around|about|vers|hacia las|sobre las|por las|tipo)\s+(\d{1,2})()(?![\d:./])${MERIDIEM_SUFFIX}`,
  ),
];

function readTimes(lower: string, folded: string): string[] {
  for (const pattern of TIME_PATTERNS) {
    const found = pattern.exec(lower);
    if (!found) continue;
    const mark = (found[3] ?? '').replace(/\./g, '');
    const meridiem =
      mark === 'pm'
        ? 'pm'
        : mark === 'am'
          ? 'am'
          : PM.test(folded)
            ? 'pm'
            : AM.test(folded)
              ? 'am'
              : null;
    return timesOf(Number(found[1]), Number(found[2] || 0), meridiem);
  }
  return [];
}

const YES =
  /^ (?:si|sip|yes|yep|yeah|oui|ouais|ok|okay|vale|dale|claro|confirmo|confirmar|confirma|confirm|confirmed|sure|d accord|parfait|correct|correcto|exacto|perfecto|perfect|c est bon|adelante|go ahead)(?: |$)/;
const NO = /^ (?:no|non|nope|nah|negativo|pas du tout)(?: |$)/;
const CANCEL =
  / (?:cancelar|cancela|cancelo|cancel|cancelled|canceled|annuler|annule|annulez|olvidalo|olvidelo|laisse tomber|never mind|nevermind|forget it|stop)(?: |$)/;

const WANTS =
  / (?:quiero|quisiera|queremos|gustaria|necesito|puedo|podemos|want|wanna|would like|d like|id like|need|can i|can we|could i|could we|voudrais|voudrions|aimerais|veux|voulons|souhaite|souhaitons|puis je|peut on|pouvons)(?: |$)/;
const RULES_QUESTION =
  / (?:como|how|comment|anticipacion|antelacion|ahead|advance|avance|davance|cuantas|cuantos|how many|combien|maximo|maximum|max)(?: |$)/;
const BOOKING_WORD = / (?:reserv|book|mesa|table)/;

/** "Me llamo Ana Pérez", "my name is Ana", "au nom de Ana": the name, as written. */
const NAME_PHRASE =
  /(?:me llamo|mi nombre es|a nombre de|my name is|under the name(?: of)?|the name is|je m['’]appelle|au nom de|mon nom est)\s+([^,.;!?\d@]{1,80})/i;
/** At the name step, a plain "soy Ana", "I'm Ana", "c'est Ana" too. */
const NAME_STEP_PHRASE =
  /^(?:soy|es|i am|i['’]m|it['’]s|this is|je suis|c['’]est|moi c['’]est)\s+/i;

const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, 120);

/** The name a message gives; at the name step a short plain answer is the name itself. */
function readName(text: string, step: ChatBookingStep | null): string | null {
  const phrase = NAME_PHRASE.exec(text);
  if (phrase) return tidyName(phrase[1]!) || null;
  if (step !== 'name') return null;
  const plain = text
    .replace(NAME_STEP_PHRASE, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (!plain || plain.length > 80 || /[\d@?¿]/.test(plain) || plain.split(/\s+/).length > 6)
    return null;
  return tidyName(plain);
}

/** Reads a chat message towards a booking, against the tenant's today (YYYY-MM-DD). */
export function readBookingMessage(
  text: string,
  today: string,
  step: ChatBookingStep | null = null,
): BookingWords {
  const email = EMAIL.exec(text)?.[0] ?? null;
  const rest = email ? text.replace(email, ' ') : text;
  const phoneMatch = PHONE.exec(rest);
  // A phone is at least 10 digits; shorter runs are times and dates ("20:30", "12/12").
  const phone =
    phoneMatch && phoneMatch[0].replace(/\D/g, '').length >= 10 ? phoneMatch[0].trim() : null;
  const words = phone ? rest.replace(phoneMatch![0], ' ') : rest;
  const reading = readQuestion(words, today);
  const folded = reading.folded;
  const lower = words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  let times = readTimes(lower, folded);
  let guests = reading.party;
  const bare = /^\s*(\d{1,4})\s*$/.exec(words);
  const word = NUMBER_WORDS[folded.trim()];
  if (step === 'guests' && guests === null) {
    if (bare) guests = Number(bare[1]);
    else if (word !== undefined) guests = word;
  }
  if (step === 'time' && !times.length) {
    const plain = /^\s*(\d{1,2})(?:\s*[:h.]\s*(\d{2}))?\s*$/.exec(words);
    if (plain) times = timesOf(Number(plain[1]), Number(plain[2] ?? 0), null);
  }
  const hasDetail = reading.date !== null || times.length > 0 || guests !== null;
  const bookingWord = BOOKING_WORD.test(folded) || reading.asks.has('booking');
  const wantsBooking =
    bookingWord &&
    (guests !== null ||
      reading.date !== null ||
      times.length > 0 ||
      (WANTS.test(folded) && !RULES_QUESTION.test(folded)));
  return {
    wantsBooking,
    date: reading.date,
    times,
    guests,
    name: readName(words.trim(), step),
    // At the e-mail or phone step a plain answer is that field, to be checked (and refused).
    email: email ?? (step === 'email' && EMAIL_TRY.test(` ${text.trim()} `) ? text.trim() : null),
    phone:
      phone ?? (step === 'phone' && /^[\d\s().+-]{3,}$/.test(text.trim()) ? text.trim() : null),
    yes: !hasDetail && YES.test(folded),
    no: NO.test(folded),
    cancel: CANCEL.test(folded),
  };
}
