import type { About, AboutContact, AboutView } from '@bar/domain/branding/about';
import { WEEK_DAYS } from '@bar/domain/branding/week-days';
import { localDay, openState, type WeekDay } from '@bar/domain/hours/open-state';
import { dateFormat } from './date-formats.js';

export type { AboutView };

/** A catalogue lookup with `{{name}}` values (i18next's `t`, or the API's served texts). */
export type AboutTranslate = (key: string, values?: Record<string, string>) => string;

// 2024-01-01 was a Monday: day names come from Intl in the page's language.
const MONDAY_UTC = Date.UTC(2024, 0, 1, 12);
const FORMATS = {
  day: { weekday: 'long', timeZone: 'UTC' },
  clock: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
  date: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  dateWithYear: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const dayName = (day: WeekDay, locale: string) =>
  dateFormat(locale, FORMATS.day).format(MONDAY_UTC + WEEK_DAYS.indexOf(day) * 86_400_000);
const clock = (time: string, locale: string) => {
  const [h, m] = time.split(':').map(Number);
  return dateFormat(locale, FORMATS.clock).format(Date.UTC(2024, 0, 1, h, m));
};
const holidayDate = (date: string, locale: string) => {
  const [y, m, d] = (date.length === 5 ? `2024-${date}` : date).split('-').map(Number);
  return dateFormat(locale, date.length === 5 ? FORMATS.date : FORMATS.dateWithYear).format(
    Date.UTC(y ?? 2024, (m ?? 1) - 1, d ?? 1),
  );
};

/** The about page at `now` (the tenant's wall clock decides "open now" and today's row). */
export function aboutView(
  about: About,
  contact: AboutContact,
  locale: string,
  now: number,
  t: AboutTranslate,
): AboutView {
  const today = localDay(about.timeZone, now).day;
  const state = openState(about.schedule, about.holidays, about.timeZone, now);
  let line: string;
  if (state.open) line = t('about.hours.openNow', { time: clock(state.closesAt, locale) });
  else if (!state.opensAt) line = t('about.hours.closed');
  else if (state.opensAt.today)
    line = t('about.hours.opensToday', { time: clock(state.opensAt.time, locale) });
  else
    line = t('about.hours.opensOn', {
      day: dayName(state.opensAt.day, locale),
      time: clock(state.opensAt.time, locale),
    });
  return {
    mission: about.mission,
    vision: about.vision,
    values: about.values,
    branches: about.branches,
    contact,
    hours: {
      open: state.open,
      line,
      caption: t('about.hours.caption', { zone: about.timeZone }),
      days: about.schedule.map((day) => ({
        day: day.day,
        name: dayName(day.day, locale),
        hours: day.closed
          ? t('about.hours.closedDay')
          : `${clock(day.open, locale)} – ${clock(day.close, locale)}`,
        today: day.day === today,
      })),
      holidays: about.holidays.map((holiday) => ({
        date: holiday.date,
        text: `${holidayDate(holiday.date, locale)}${holiday.name ? ` — ${holiday.name}` : ''}`,
      })),
    },
    labels: {
      mission: t('about.mission'),
      vision: t('about.vision'),
      values: t('about.values'),
      branches: t('about.branches'),
      contact: t('about.contact'),
      hoursTitle: t('about.hours.title'),
      holidays: t('about.hours.holidays'),
      today: t('about.hours.today'),
      mapShow: t('about.map.show'),
      mapNotice: t('about.map.notice'),
      mapOpen: t('about.map.open'),
      mapTitle: t('about.map.title', { address: contact.address ?? '' }),
    },
  };
}

const MINUTE = 60_000;
/** How far around `now` the window looks: past it, the page is simply rendered again. */
const LOOK_BACK_MINUTES = 60;
const LOOK_AHEAD_MINUTES = 180;

/**
 * The minutes around `now` in which the page reads the same (the same "open now" line, the
 * same row marked today): [from, until). A page rendered at `now` is right for a guest whose
 * clock is in that window, so the browser shows it as served, with no date formatter made
 * while the page starts; outside it, the browser renders the hours for its own clock.
 */
export function aboutWindow(about: About, now: number): { from: number; until: number } {
  const reading = (at: number) =>
    JSON.stringify([
      openState(about.schedule, about.holidays, about.timeZone, at),
      localDay(about.timeZone, at).day,
    ]);
  const minute = Math.floor(now / MINUTE) * MINUTE;
  const here = reading(minute);
  let from = minute;
  for (let back = 1; back <= LOOK_BACK_MINUTES; back += 1) {
    if (reading(minute - back * MINUTE) !== here) break;
    from = minute - back * MINUTE;
  }
  let until = minute + MINUTE;
  for (let ahead = 1; ahead < LOOK_AHEAD_MINUTES; ahead += 1) {
    if (reading(minute + ahead * MINUTE) !== here) break;
    until = minute + (ahead + 1) * MINUTE;
  }
  return { from, until };
}
