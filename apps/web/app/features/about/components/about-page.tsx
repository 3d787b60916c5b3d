import { openState, localDay, type WeekDay } from '@bar/domain/hours/open-state';
import type { Locale } from '@bar/i18n';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type About, readAbout } from '../lib/read-about';
import { MapOnDemand } from './map-on-demand';
import './about.css';

const LONG_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en-US', fr: 'fr-CA' };
// 2024-01-01 was a Monday: day names come from Intl in the page's language.
const MONDAY_UTC = Date.UTC(2024, 0, 1, 12);
const DAY_INDEX: Record<WeekDay, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
const FORMATS = {
  day: { weekday: 'long', timeZone: 'UTC' },
  clock: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
  date: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  dateWithYear: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per language and format, made once: creating one costs far more than using it
 * (the week's hours format fourteen times and more, on a phone's main thread while the page
 * starts).
 */
function formatter(locale: Locale, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${locale} ${format}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LONG_LOCALE[locale], FORMATS[format]);
    formatters.set(key, made);
  }
  return made;
}
const dayName = (day: WeekDay, locale: Locale) =>
  formatter(locale, 'day').format(MONDAY_UTC + DAY_INDEX[day] * 86_400_000);
const clock = (time: string, locale: Locale) => {
  const [h, m] = time.split(':').map(Number);
  return formatter(locale, 'clock').format(Date.UTC(2024, 0, 1, h, m));
};
const holidayDate = (date: string, locale: Locale) => {
  const [y, m, d] = (date.length === 5 ? `2024-${date}` : date).split('-').map(Number);
  return formatter(locale, date.length === 5 ? 'date' : 'dateWithYear').format(
    Date.UTC(y ?? 2024, (m ?? 1) - 1, d ?? 1),
  );
};

/**
 * The minute, so the "open now" line follows the clock while the page stays open. In a
 * transition: the first tick renders the whole page, in slices a tap can come between.
 */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Date.now()));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** The tenant's data as the site loaded it: raw branding and settings, and the footer's reading. */
export type AboutData = {
  branding: unknown;
  settings: unknown;
  site: { address?: string; mapUrl?: string; phone?: string; email?: string };
};

export function AboutPage({ locale, data }: { locale: Locale; data: AboutData | null }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!data || now === null) {
    return (
      <div className="about about--loading">
        <p>{t('about.loading')}</p>
      </div>
    );
  }
  const about = readAbout(data.branding, data.settings);
  const branding = data.site;
  return (
    <div className="about">
      <Statements about={about} />
      <Hours about={about} locale={locale} now={now} />
      {about.branches.length > 0 ? (
        <section aria-labelledby="about-branches">
          <h2 id="about-branches">{t('about.branches')}</h2>
          <ul>
            {about.branches.map((branch) => (
              <li key={branch.name}>
                {branch.url ? (
                  <a href={branch.url} target="_blank" rel="noopener noreferrer">
                    {branch.name}
                  </a>
                ) : (
                  branch.name
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Not a landmark: the footer's contact region carries the same name. */}
      <section>
        <h2 id="about-contact">{t('about.contact')}</h2>
        <ul className="about__contact">
          {branding.address ? <li>{branding.address}</li> : null}
          {branding.phone ? (
            <li>
              <a href={`tel:${branding.phone.replace(/[^\d+]/g, '')}`}>{branding.phone}</a>
            </li>
          ) : null}
          {branding.email ? (
            <li>
              <a href={`mailto:${branding.email}`}>{branding.email}</a>
            </li>
          ) : null}
        </ul>
        {branding.address ? (
          <MapOnDemand address={branding.address} mapUrl={branding.mapUrl} />
        ) : null}
      </section>
    </div>
  );
}

function Statements({ about }: { about: About }) {
  const { t } = useTranslation();
  return (
    <>
      {about.mission ? (
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission')}</h2>
          <p>{about.mission}</p>
        </section>
      ) : null}
      {about.vision ? (
        <section aria-labelledby="about-vision">
          <h2 id="about-vision">{t('about.vision')}</h2>
          <p>{about.vision}</p>
        </section>
      ) : null}
      {about.values.length > 0 ? (
        <section aria-labelledby="about-values">
          <h2 id="about-values">{t('about.values')}</h2>
          <ul>
            {about.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Hours({ about, locale, now }: { about: About; locale: Locale; now: number }) {
  const { t } = useTranslation();
  const today = localDay(about.timeZone, now);
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
  return (
    <section aria-labelledby="about-hours">
      <h2 id="about-hours">{t('about.hours.title')}</h2>
      <p className={state.open ? 'about__state about__state--open' : 'about__state'}>{line}</p>
      <table className="about__schedule">
        <caption>{t('about.hours.caption', { zone: about.timeZone })}</caption>
        <tbody>
          {about.schedule.map((day) => {
            const isToday = day.day === today.day;
            return (
              <tr
                key={day.day}
                className={isToday ? 'about__today' : undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row">
                  {dayName(day.day, locale)}
                  {isToday ? ` (${t('about.hours.today')})` : ''}
                </th>
                <td>
                  {day.closed
                    ? t('about.hours.closedDay')
                    : `${clock(day.open, locale)} – ${clock(day.close, locale)}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {about.holidays.length > 0 ? (
        <>
          <h3>{t('about.hours.holidays')}</h3>
          <ul>
            {about.holidays.map((holiday) => (
              <li key={holiday.date}>
                {holidayDate(holiday.date, locale)}
                {holiday.name ? ` — ${holiday.name}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
