// schema.org data for search engines, written by the API into the served pages as
// `<script type="application/ld+json">` (data, not run: the site's CSP allows no inline script).
import { zonedDateTime } from '../hours/clock.js';
import { type MediaLike, eventPicture, mediaUrlFor } from '../events/media.js';

type JsonLd = Record<string, unknown>;

const SCHEMA_DAYS = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

/** The parts of a postal address the tenant's contact may hold. */
export interface PostalParts {
  street?: string;
  number?: string;
  interior?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface RestaurantFacts {
  name: string;
  /** The home page's absolute URL. */
  url: string;
  /** The menu page's absolute URL. */
  menuUrl: string;
  address: PostalParts;
  telephone?: string;
  email?: string;
  /** Absolute URL of the tenant's picture or logo. */
  image?: string;
  cuisine: string[];
  schedule: readonly { day: string; open?: string; close?: string; closed?: boolean }[];
}

/** Drops the empty fields (schema.org readers take a missing field better than a blank one). */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function postalAddress(parts: PostalParts): JsonLd | undefined {
  const street = [parts.street, parts.number, parts.interior]
    .map(trimmed)
    .filter(Boolean)
    .join(' ');
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: trimmed(parts.city),
    addressRegion: trimmed(parts.state),
    postalCode: trimmed(parts.zip),
    addressCountry: trimmed(parts.country),
  });
  return Object.keys(address).length > 1 ? address : undefined;
}

/** The opening hours, one specification per open day. */
function openingHours(schedule: RestaurantFacts['schedule']): JsonLd[] {
  return schedule
    .filter((day) => !day.closed && day.open && day.close && day.day in SCHEMA_DAYS)
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[day.day as keyof typeof SCHEMA_DAYS],
      opens: day.open,
      closes: day.close,
    }));
}

/** schema.org `Restaurant` of the home page. */
export function restaurantJsonLd(facts: RestaurantFacts): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: facts.name,
    url: facts.url,
    image: facts.image,
    address: postalAddress(facts.address),
    telephone: trimmed(facts.telephone),
    email: trimmed(facts.email),
    servesCuisine: facts.cuisine,
    hasMenu: facts.menuUrl,
    openingHoursSpecification: openingHours(facts.schedule),
  });
}

/** `+01:00` / `-06:00`: the zone's offset from UTC at a wall-clock time. */
export function zoneOffset(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  const local = zonedDateTime(guess, timeZone);
  const [ly, lm, ld] = local.date.split('-').map(Number);
  const [lh, lmin] = local.time.split(':').map(Number);
  const shown = Date.UTC(ly ?? 1970, (lm ?? 1) - 1, ld ?? 1, lh ?? 0, lmin ?? 0);
  const minutes = Math.round((shown - guess) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A day and optional time in a zone, as ISO 8601 with its offset (a day alone: the date). */
function isoIn(date: string, time: string | undefined, timeZone: string): string {
  if (!time) return date;
  return `${date}T${time}:00${zoneOffset(date, time, timeZone)}`;
}

export interface EventFacts {
  title: string;
  date: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  description?: string;
  location?: string;
  media: readonly MediaLike[];
  coverUrl?: string;
}

/** The absolute URL of a path the site serves (`/media/…`), or the URL as it is. */
const absoluteUrl = (url: string, origin: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

/** An event's picture, absolute (the largest stored width a card uses), if it has one. */
export function eventImageUrl(event: EventFacts, origin: string): string | undefined {
  const picture = eventPicture(event);
  return picture ? absoluteUrl(mediaUrlFor(picture, 1280), origin) : undefined;
}

/** schema.org `Event` of an upcoming event, at the restaurant (its place and address). */
export function eventJsonLd(
  event: EventFacts,
  place: { name: string; address: PostalParts; url: string },
  timeZone: string,
  origin: string,
): JsonLd {
  const start = isoIn(event.date, event.startTime, timeZone);
  const endDay = event.endDate || event.date;
  const end = event.endTime || event.endDate ? isoIn(endDay, event.endTime, timeZone) : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: start,
    endDate: end,
    description: trimmed(event.description),
    image: eventImageUrl(event, origin),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: trimmed(event.location) ?? place.name,
      address: postalAddress(place.address) ?? place.name,
      url: place.url,
    }),
    organizer: { '@type': 'Organization', name: place.name, url: place.url },
  });
}
