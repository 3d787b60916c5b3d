import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LanguageEntry, nextLanguage, shownLanguages } from './language-cycle';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';

const entry = (locale: string, label: string): LanguageEntry => ({
  locale,
  icon: `/icons/flags/${locale}.svg`,
  width: 24,
  height: 16,
  alt: `${label} flag`,
  label,
  priority: locale === 'es',
});
const ES = entry('es', 'Español');
const EN = entry('en', 'English');
const FR = entry('fr', 'Français');
const ALL = [ES, EN, FR];

function renderSwitcher(props: Partial<LanguageSwitcherProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/es/menus?tab=liquor#pdf']}>
      <LanguageSwitcher
        entries={ALL}
        current="es"
        hrefFor={(locale) => `/${locale}/menus?tab=liquor#pdf`}
        label="Cambiar idioma"
        {...props}
      />
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Idioma: Español/ });
const list = () => screen.getByRole('navigation', { name: 'Cambiar idioma' }).querySelector('ul')!;

/** Moves the fake clock inside act, so React applies the timers' updates. */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('language cycle', () => {
  it('goes to the next language and wraps', () => {
    expect(nextLanguage(ALL, 'es')).toBe(EN);
    expect(nextLanguage(ALL, 'fr')).toBe(ES);
    expect(nextLanguage(ALL, 'de')).toBe(ES);
    expect(nextLanguage([ES], 'es')).toBeUndefined();
    expect(shownLanguages(ALL, 'en', 'oneBYone')).toEqual([FR]);
    expect(shownLanguages(ALL, 'en', 'all')).toEqual(ALL);
  });
});

describe('LanguageSwitcher', () => {
  it('links every other language to the same page, replacing history, icons sized', () => {
    renderSwitcher();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/menus?tab=liquor#pdf');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull();
    expect(screen.getByText('Español').closest('[aria-current]')).not.toBeNull();
    const icon = english.querySelector('img')!;
    expect(icon).toHaveAttribute('width', '24');
    expect(icon).toHaveAttribute('height', '16');
    expect(icon).toHaveAttribute('loading', 'lazy');
  });

  it('starts expanded, minimises after 7 s, and after 3.5 s once expanded again', () => {
    renderSwitcher();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    advance(6999);
    expect(list()).toBeVisible();
    advance(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toBeVisible();

    fireEvent.click(toggle());
    expect(list()).toBeVisible();
    advance(3499);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click toggles: minimises at once, and expands again', () => {
    renderSwitcher();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    advance(60_000);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it("in 'oneBYone' mode shows only the next language", () => {
    renderSwitcher({ mode: 'oneBYone', current: 'fr' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Español');
  });

  it('uses the alt text when an entry has no label', () => {
    renderSwitcher({ entries: [ES, { ...EN, label: '' }] });
    expect(screen.getByRole('link', { name: 'English flag' })).toBeVisible();
  });

  it('renders nothing without languages', () => {
    const { container } = renderSwitcher({ entries: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
