import { writeConsent } from '@bar/ui/consent/consent-store';
import { act, fireEvent, render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageViewReporter } from './page-view-reporter';

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/es/menus?tab=food']}>
      <PageViewReporter locale="es" />
      <Link to="/es/menus?tab=liquor">liquor</Link>
      <Link to="/es/menus?tab=liquor#pdf">pdf</Link>
      <Link to="/es/galeria">gallery</Link>
    </MemoryRouter>,
  );
}

const pageViews = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  document.title = 'Menú | La Cantina';
});

describe('page_view on the data layer', () => {
  it('pushes nothing before consent, not even the array', () => {
    const view = renderSite();
    fireEvent.click(view.getByText('gallery'));
    expect(window.dataLayer).toBeUndefined();
    act(() => writeConsent(false));
    fireEvent.click(view.getByText('liquor'));
    expect(window.dataLayer).toBeUndefined();
  });

  it('after Accept: the current page, then every route or query change (not a hash)', () => {
    const view = renderSite();
    act(() => writeConsent(true));
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_path: '/es/menus?tab=food',
        page_location: window.location.href,
        page_title: 'Menú | La Cantina',
        language: 'es',
      },
    ]);
    fireEvent.click(view.getByText('liquor'));
    fireEvent.click(view.getByText('pdf'));
    fireEvent.click(view.getByText('gallery'));
    expect(pageViews().map((e) => e.page_path)).toEqual([
      '/es/menus?tab=food',
      '/es/menus?tab=liquor',
      '/es/galeria',
    ]);
  });

  it('counts from the first page when consent was given on an earlier visit', () => {
    localStorage.setItem('Digital', JSON.stringify({ Cookies: true }));
    renderSite();
    expect(pageViews()).toHaveLength(1);
  });
});
