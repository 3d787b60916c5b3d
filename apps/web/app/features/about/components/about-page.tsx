import type { About, AboutContact, AboutView } from '@bar/domain/branding/about';
import type { AboutBlock } from '@bar/domain/site/served-blocks';
import type { Locale } from '@bar/i18n';
import { ABOUT_ROOT_ATTRIBUTE } from '@bar/ui/about/about-root';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';
import type { AboutWriter } from '../about-writer';
import './about.css';

// The board is a module of its own, out of the page's first load. The served page holds it in a
// Suspense boundary (the API renders it the same way): React keeps that HTML until the module is
// in, then hydrates it in place. On a client-side navigation the loading line keeps the place.
const AboutBoard = lazy(async () => ({
  default: (await import('@bar/ui/about/about-board')).AboutBoard,
}));

/** The about writer (about-writer.ts), once it has loaded after hydration; null until then. */
function useWriter(): AboutWriter | null {
  const [writer, setWriter] = useState<AboutWriter | null>(null);
  useEffect(() => {
    let live = true;
    import('../about-writer').then(
      ({ aboutWriter }) => live && startTransition(() => setWriter(aboutWriter)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return writer;
}

/**
 * The minute, so the "open now" line follows the clock while the page stays open. In a
 * transition: a tick that changes the page renders it in slices a tap can come between.
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

/** The about page the API wrote into the served page for this locale, if any. */
function servedAbout(locale: Locale): AboutBlock | null {
  const block = readServedData<AboutBlock>(SERVED_DATA_IDS.about);
  return block?.locale === locale &&
    typeof block.about === 'object' &&
    typeof block.view === 'object' &&
    typeof block.from === 'number' &&
    typeof block.until === 'number'
    ? block
    : null;
}

type Reading = { about: About; contact: AboutContact };

const contactOf = ({ address, mapUrl, phone, email }: AboutData['site']): AboutContact => ({
  address,
  mapUrl,
  phone,
  email,
});

const sameReading = (a: Reading, b: Reading) =>
  JSON.stringify(a.about) === JSON.stringify(b.about) &&
  JSON.stringify(a.contact) === JSON.stringify(b.contact);

/**
 * The about page: the company's statements, opening hours ("open now" in the tenant's zone),
 * branches and contact. The served page already holds the board (the API renders it at its own
 * clock, and the `bar-about` block says with what), so the first render is that board, and it
 * stays as served while the guest's clock is in the minutes it is right for and the tenant's
 * data reads the same: the page then makes no date formatter while it starts. Otherwise the
 * hours are written for the guest's clock. The prerendered file alone says it is loading.
 */
export function AboutPage({ locale, data }: { locale: Locale; data: AboutData | null }) {
  const { t } = useTranslation();
  const now = useNow();
  const writer = useWriter();
  const served = servedAbout(locale);
  const loading = (
    <div className="about about--loading" {...{ [ABOUT_ROOT_ATTRIBUTE]: '' }}>
      <p>{t('about.loading')}</p>
    </div>
  );
  const board = (view: AboutView) => (
    <Suspense fallback={loading}>
      <AboutBoard view={view} />
    </Suspense>
  );
  // Until the writer is in (it loads after hydration), the served board as it was served.
  if (!writer) return served ? board(served.view) : loading;
  const reading: Reading | null = data
    ? {
        about: writer.readAbout(data.branding, data.settings, served?.about.timeZone),
        contact: contactOf(data.site),
      }
    : served;
  // Until the first tick, the served page's own minute: the first render is what was served.
  const at = now ?? served?.from ?? null;
  if (!reading || at === null) return loading;
  const view: AboutView =
    served && at >= served.from && at < served.until && sameReading(reading, served)
      ? served.view
      : writer.aboutView(reading.about, reading.contact, locale, at, (key, values) =>
          t(key, values ?? {}),
        );
  return board(view);
}
