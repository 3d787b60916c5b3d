import type { Locale } from '@bar/domain/locale';
import type { ScheduleDay } from '@bar/domain/branding/schedule';
import type { WeekDay } from '@bar/domain/hours/clock';

const CANADA_DAY: Record<Locale, string> = {
  es: 'Día de Canadá',
  en: 'Canada Day',
  fr: 'Fête du Canada',
};

/**
 * The demo tenants' holidays in one language (branding `holidays`: Spanish in the document,
 * English and French in each language's overrides): no demo event falls on one.
 */
export const demoHolidays = (locale: Locale) => [{ name: CANADA_DAY[locale], date: '07-01' }];

/** The holidays' days, in the document's language. */
export const DEMO_HOLIDAYS = demoHolidays('es');

const day = (name: WeekDay, open: string, close: string): ScheduleDay => ({
  day: name,
  open,
  close,
  closed: false,
});
const closed = (name: WeekDay): ScheduleDay => ({ day: name, open: '', close: '', closed: true });

/**
 * Each demo tenant's week (branding `schedule`, the one the site, the reservations, the about
 * page and the assistant read): a bar and grill's, open from noon into the night, past midnight
 * on Friday and Saturday (a close before the open is the next morning).
 */
const SCHEDULES: Record<string, ScheduleDay[]> = {
  // La Cantina del Norte: karaoke and live music, closed on Sunday.
  default: [
    day('monday', '12:00', '23:00'),
    day('tuesday', '12:00', '23:00'),
    day('wednesday', '12:00', '23:00'),
    day('thursday', '12:00', '23:00'),
    day('friday', '12:00', '02:00'),
    day('saturday', '12:00', '02:00'),
    closed('sunday'),
  ],
  // El Mariachi: closed on Monday, mariachi on weekends, Sunday lunch.
  restaurant: [
    closed('monday'),
    day('tuesday', '12:00', '22:00'),
    day('wednesday', '12:00', '22:00'),
    day('thursday', '12:00', '23:00'),
    day('friday', '12:00', '02:00'),
    day('saturday', '11:00', '02:00'),
    day('sunday', '11:00', '21:00'),
  ],
};

export const demoSchedule = (tenant: string): ScheduleDay[] =>
  (SCHEDULES[tenant] ?? SCHEDULES.default!).map((entry) => ({ ...entry }));
