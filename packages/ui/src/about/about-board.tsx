import type { AboutView } from '@bar/domain/branding/about';
import { useState } from 'react';
import { phoneHref } from '../widgets/link-text/phone-text.js';

/**
 * The about page's content: the company's statements, the opening hours with the "open now"
 * line, branches and contact. Everything in `view` is already written out (texts, days, times),
 * so the API renders this board into the served page and the browser hydrates the same markup.
 * Fixed ids: both must write the same.
 */
export function AboutBoard({ view }: { view: AboutView }) {
  const { labels, contact } = view;
  return (
    <div className="about">
      {view.mission ? (
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{labels.mission}</h2>
          <p>{view.mission}</p>
        </section>
      ) : null}
      {view.vision ? (
        <section aria-labelledby="about-vision">
          <h2 id="about-vision">{labels.vision}</h2>
          <p>{view.vision}</p>
        </section>
      ) : null}
      {view.values.length > 0 ? (
        <section aria-labelledby="about-values">
          <h2 id="about-values">{labels.values}</h2>
          <ul>
            {view.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Hours view={view} />
      {view.branches.length > 0 ? (
        <section aria-labelledby="about-branches">
          <h2 id="about-branches">{labels.branches}</h2>
          <ul>
            {view.branches.map((branch) => (
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
        <h2 id="about-contact">{labels.contact}</h2>
        <ul className="about__contact">
          {contact.address ? <li>{contact.address}</li> : null}
          {contact.phone ? (
            <li>
              <a href={phoneHref(contact.phone)}>{contact.phone}</a>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ) : null}
        </ul>
        {contact.address ? (
          <MapOnDemand address={contact.address} mapUrl={contact.mapUrl} labels={labels} />
        ) : null}
      </section>
    </div>
  );
}

function Hours({ view }: { view: AboutView }) {
  const { hours, labels } = view;
  return (
    <section aria-labelledby="about-hours">
      <h2 id="about-hours">{labels.hoursTitle}</h2>
      <p className={hours.open ? 'about__state about__state--open' : 'about__state'}>
        {hours.line}
      </p>
      <table className="about__schedule">
        <caption>{hours.caption}</caption>
        <tbody>
          {hours.days.map((day) => (
            <tr
              key={day.day}
              className={day.today ? 'about__today' : undefined}
              aria-current={day.today ? 'date' : undefined}
            >
              <th scope="row">{day.today ? `${day.name} (${labels.today})` : day.name}</th>
              <td>{day.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hours.holidays.length > 0 ? (
        <>
          <h3>{labels.holidays}</h3>
          <ul>
            {hours.holidays.map((holiday) => (
              <li key={holiday.date}>{holiday.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * The map loads Google's frame only after the guest asks for it: until the click there is no
 * request to a third party (privacy, and nothing heavy on the page). The placeholder and the
 * frame share one box, so nothing moves.
 */
function MapOnDemand({
  address,
  mapUrl,
  labels,
}: {
  address: string;
  mapUrl?: string;
  labels: AboutView['labels'];
}) {
  const [shown, setShown] = useState(false);
  const src = `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=15&output=embed`;
  return (
    <div className="about-map">
      {shown ? (
        <iframe
          className="about-map__frame"
          src={src}
          title={labels.mapTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <button type="button" className="about-map__placeholder" onClick={() => setShown(true)}>
          <span>{labels.mapShow}</span>
          <small>{labels.mapNotice}</small>
        </button>
      )}
      {mapUrl ? (
        <a href={mapUrl} target="_blank" rel="noopener noreferrer">
          {labels.mapOpen}
        </a>
      ) : null}
    </div>
  );
}
