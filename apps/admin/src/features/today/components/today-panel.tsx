import type { AdminToday } from '@bar/client/endpoints/today';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useToday } from '../api/use-today';

// uPlot comes with the charts, in their own chunk: no other screen loads it.
const BarChart = lazy(() => import('./bar-chart'));

const COLORS = { first: '#a3361f', second: '#2f6f8f' };

/** A card of the landing: its title, its content and the link to its section. */
function Card({
  title,
  link,
  linkText,
  children,
}: {
  title: string;
  link: string;
  linkText: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="today-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
      <p className="today-card__more">
        <Link to={link}>{linkText}</Link>
      </p>
    </section>
  );
}

/**
 * The landing after sign-in: the day at a glance in the tenant's time zone (today's and the
 * week's reservations and covers, the guests' ratings, new subscribers, the questions the
 * assistant could not answer, the latest orders),
 * each card linking to its section. Every chart has its figures in a table beside it.
 */
export default function TodayPanel() {
  const { t, i18n } = useTranslation('admin');
  const { data, isPending, isError } = useToday();
  if (isPending) return <p>{t('editorKit.loading')}</p>;
  if (isError) return <p role="alert">{t('today.loadError')}</p>;
  return <TodayView data={data} locale={i18n.language} t={t} />;
}

type T = ReturnType<typeof useTranslation<'admin'>>['t'];

function TodayView({ data, locale, t }: { data: AdminToday; locale: string; t: T }) {
  const dayName = (date: string, long = false) =>
    new Intl.DateTimeFormat(locale, {
      weekday: long ? 'long' : 'short',
      day: 'numeric',
      month: long ? 'long' : 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: data.timeZone,
    }).format(new Date(iso));
  const money = (cents: number, currency: string) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
    } catch {
      return `${(cents / 100).toFixed(2)} ${currency}`;
    }
  };
  const today = data.days[0] ?? { date: data.today, reservations: 0, covers: 0 };

  // The axis names each day by its week day over its number ("mié" / "2", two lines): eight of
  // them fit a phone's width without running into each other; the table has the full dates.
  const weekCategories = useMemo(
    () =>
      data.days.map((d) => {
        const at = new Date(`${d.date}T12:00:00Z`);
        const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
        return `${weekday.format(at)}\n${at.getUTCDate()}`;
      }),
    [data, locale],
  );
  const weekSeries = useMemo(
    () => [
      {
        label: t('today.week.reservations'),
        values: data.days.map((d) => d.reservations),
        color: COLORS.first,
      },
      {
        label: t('today.week.covers'),
        values: data.days.map((d) => d.covers),
        color: COLORS.second,
      },
    ],
    [data, t],
  );
  const { last30, last90 } = data.ratings;
  const starCategories = useMemo(
    () => [1, 2, 3, 4, 5].map((n) => t('today.ratings.star', { count: n })),
    [t],
  );
  const ratingSeries = useMemo(
    () => [
      { label: t('today.ratings.window', { days: 30 }), values: last30.stars, color: COLORS.first },
      {
        label: t('today.ratings.window', { days: 90 }),
        values: last90.stars,
        color: COLORS.second,
      },
    ],
    [last30, last90, t],
  );
  const average = (value: number | null) =>
    value === null ? t('today.ratings.none') : new Intl.NumberFormat(locale).format(value);

  return (
    <div className="today">
      <h2>{t('today.title', { day: dayName(data.today, true) })}</h2>
      <p className="today__zone">{t('today.zone', { zone: data.timeZone })}</p>
      <div className="today__cards">
        <Card
          title={t('today.reservations.title')}
          link={paths.tab('reservations')}
          linkText={t('today.reservations.link')}
        >
          <p>
            {t('today.reservations.summary', {
              count: today.reservations,
              guests: today.covers,
            })}
          </p>
          {data.reservations.length > 0 && (
            <ul className="today-list">
              {data.reservations.map((r) => (
                <li key={r.id}>
                  <strong>{r.time}</strong> {r.name} ·{' '}
                  {t('today.reservations.guests', { count: r.guests })} ·{' '}
                  {t(`reservationsTab.state.${r.state}`)}
                </li>
              ))}
            </ul>
          )}
          <figure className="today-chart">
            <figcaption>{t('today.week.title')}</figcaption>
            <div
              role="img"
              aria-label={t('today.week.chartLabel', {
                reservations: data.days.reduce((n, d) => n + d.reservations, 0),
                covers: data.days.reduce((n, d) => n + d.covers, 0),
              })}
            >
              <Suspense fallback={<div className="bar-chart" />}>
                <BarChart categories={weekCategories} series={weekSeries} />
              </Suspense>
            </div>
            <Legend series={weekSeries} />
            <table className="today-table">
              <caption>{t('today.week.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('today.week.day')}</th>
                  <th scope="col">{t('today.week.reservations')}</th>
                  <th scope="col">{t('today.week.covers')}</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.date} data-date={d.date}>
                    <th scope="row">{dayName(d.date, true)}</th>
                    <td>{d.reservations}</td>
                    <td>{d.covers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </Card>

        <Card
          title={t('today.ratings.title')}
          link={paths.tab('reviews')}
          linkText={t('today.ratings.link')}
        >
          <p>
            {t('today.ratings.summary', {
              average30: average(last30.average),
              count30: last30.count,
              average90: average(last90.average),
              count90: last90.count,
            })}
          </p>
          <figure className="today-chart">
            <figcaption>{t('today.ratings.chartTitle')}</figcaption>
            <div
              role="img"
              aria-label={t('today.ratings.chartLabel', {
                count30: last30.count,
                count90: last90.count,
              })}
            >
              <Suspense fallback={<div className="bar-chart" />}>
                <BarChart categories={starCategories} series={ratingSeries} />
              </Suspense>
            </div>
            <Legend series={ratingSeries} />
            <table className="today-table">
              <caption>{t('today.ratings.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('today.ratings.stars')}</th>
                  <th scope="col">{t('today.ratings.window', { days: 30 })}</th>
                  <th scope="col">{t('today.ratings.window', { days: 90 })}</th>
                </tr>
              </thead>
              <tbody>
                {starCategories.map((label, i) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{last30.stars[i]}</td>
                    <td>{last90.stars[i]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </Card>

        <Card
          title={t('today.subscribers.title')}
          link={paths.tab('reservations')}
          linkText={t('today.subscribers.link')}
        >
          <p>{t('today.subscribers.summary', { count: data.subscribers.newLast7Days })}</p>
          {data.subscribers.latest.length > 0 && (
            <ul className="today-list">
              {data.subscribers.latest.map((s) => (
                <li key={s.id}>
                  {s.name || t('today.subscribers.noName')} · {when(s.createdAt)} ·{' '}
                  {t(`subscribersTab.state.${s.state}`)}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card
          title={t('today.unanswered.title')}
          link={paths.tab('ai-agent')}
          linkText={t('today.unanswered.link')}
        >
          {data.unanswered.groups === 0 ? (
            <p>{t('today.unanswered.none')}</p>
          ) : (
            <>
              <p>{t('today.unanswered.summary', { count: data.unanswered.groups })}</p>
              <ul className="today-list">
                {data.unanswered.latest.map((q) => (
                  <li key={`${q.question}-${q.lastAskedAt}`} className="today-list__question">
                    «{q.question}» · {t('today.unanswered.asked', { count: q.count })} ·{' '}
                    {when(q.lastAskedAt)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>

        <Card
          title={t('today.orders.title')}
          link={paths.tab('reservations')}
          linkText={t('today.orders.link')}
        >
          {data.orders.length === 0 ? (
            <p>{t('today.orders.none')}</p>
          ) : (
            <ul className="today-list">
              {data.orders.map((o) => (
                <li key={o.id}>
                  {when(o.createdAt)} · {money(o.totalCents, o.currency)} ·{' '}
                  {t(`ordersTab.state.${o.state}`)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

function Legend({ series }: { series: { label: string; color: string }[] }) {
  return (
    <ul className="today-legend" aria-hidden="true">
      {series.map((s) => (
        <li key={s.label}>
          <span className="today-legend__swatch" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
