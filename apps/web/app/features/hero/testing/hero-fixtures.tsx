import { getI18n, type Locale } from '@bar/i18n';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { HeroEvent } from '../model/hero-slides';

const image = (name: string, widths = [640, 1200]) => ({
  contentType: 'image/webp',
  url: `/api/media/${name}.webp`,
  name: `${name}.webp`,
  resized: widths.map((width) => ({ width, url: `/api/media/${name}-${width}.webp` })),
});

export function heroEvent(id: string, overrides: Partial<HeroEvent> = {}): HeroEvent {
  return {
    id,
    title: `Evento ${id}`,
    date: '2031-06-14',
    endDate: '',
    startTime: '20:00',
    endTime: '23:00',
    startAt: '',
    location: 'Terraza',
    description: `Descripción de ${id}`,
    media: [image(`${id}-1`)],
    ctas: [],
    ...overrides,
  };
}

/** Three events: two pictures, a video then a picture, and one picture. */
export const THREE_EVENTS: HeroEvent[] = [
  heroEvent('a', { media: [image('a-1'), image('a-2')] }),
  heroEvent('b', {
    media: [
      { contentType: 'video/mp4', url: '/api/media/b.mp4', name: 'b.mp4', resized: [] },
      image('b-2'),
    ],
  }),
  heroEvent('c'),
];

/** The hero under a locale route, with that language's site catalogue. */
export function renderInLocale(ui: ReactNode, locale: Locale = 'es') {
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <MemoryRouter initialEntries={[`/${locale}`]}>
        <Routes>
          <Route path="/:lang" element={ui} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
