/**
 * A one-event iCalendar file (RFC 5545) for a reservation: the guest's calendar adds it from
 * the confirmation mail's attachment. Times are written in UTC, so no VTIMEZONE is needed.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  stamp: Date;
  /** CANCELLED removes it from a calendar that has it. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets fold onto continuation lines starting with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bar-grill//reservations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stampOf(event.stamp)}`,
    `DTSTART:${stampOf(event.start)}`,
    `DTEND:${stampOf(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
