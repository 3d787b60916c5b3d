import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentBar } from './consent-bar';
import { CONSENT_ATTRIBUTE, CONSENT_BOOT_SCRIPT } from './consent-boot-script';
import { CONSENT_STORAGE_KEY } from './consent-boot-script';
import { readConsent, writeConsent } from './consent-store';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('consent store (Digital.Cookies)', () => {
  it('reads nothing chosen, then the stored boolean; keeps other user-state keys', () => {
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ Cookies: 'yes', Other: 1 }));
    expect(readConsent()).toBeNull();
    writeConsent(true);
    expect(stored()).toEqual({ Cookies: true, Other: 1 });
    expect(readConsent()).toBe(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{broken');
    expect(readConsent()).toBeNull();
  });

  it('announces a change', () => {
    const seen: boolean[] = [];
    const listener = (e: Event) =>
      seen.push((e as CustomEvent<{ cookies: boolean }>).detail.cookies);
    window.addEventListener('consent-changed', listener);
    writeConsent(false);
    window.removeEventListener('consent-changed', listener);
    expect(seen).toEqual([false]);
  });
});

describe('ConsentBar', () => {
  it('Accept stores true and the bar goes away', () => {
    render(<ConsentBar />);
    const bar = screen.getByRole('region', { name: 'Cookies' });
    expect(bar).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(stored()).toEqual({ Cookies: true });
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('Reject stores false', () => {
    render(<ConsentBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(stored()).toEqual({ Cookies: false });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the read panel toggles', () => {
    render(<ConsentBar privacyHref="/es/privacidad" />);
    const read = screen.getByRole('button', { name: 'Leer más' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Política de privacidad' })).toBeNull();
    fireEvent.click(read);
    expect(read).toHaveAttribute('aria-expanded', 'true');
    expect(read).toHaveAccessibleName('Ocultar detalles');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    fireEvent.click(read);
    expect(read).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays hidden once a choice is stored (a reload), and follows other tabs', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ Cookies: false }));
    render(<ConsentBar />);
    expect(screen.queryByRole('region')).toBeNull();
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeVisible();
  });
});

describe('the prerendered bar and the consent boot script', () => {
  // The inline script must agree with readConsent(), which the bar uses once the page is live.
  // Evaluating the exact inline text is the point of this test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  const boot = () => new Function(CONSENT_BOOT_SCRIPT)() as void;
  const marked = () => document.documentElement.getAttribute(CONSENT_ATTRIBUTE);
  beforeEach(() => document.documentElement.removeAttribute(CONSENT_ATTRIBUTE));

  it('is in the prerendered page, where the choice is not known yet', () => {
    const html = renderToString(<ConsentBar />);
    expect(html).toContain('consent-bar__text');
    expect(html).toContain('Aceptar');
  });

  it.each([
    ['nothing stored', null, 'ask'],
    ['accepted', JSON.stringify({ Cookies: true }), null],
    ['rejected', JSON.stringify({ Cookies: false, Other: 1 }), null],
    ['no boolean', JSON.stringify({ Cookies: 'yes' }), 'ask'],
    ['broken JSON', '{broken', 'ask'],
  ])('%s: marks the visitor to ask exactly when readConsent() has no choice', (_, value, mark) => {
    if (value !== null) localStorage.setItem(CONSENT_STORAGE_KEY, value);
    boot();
    expect(marked()).toBe(mark);
    expect(readConsent() === null).toBe(mark === 'ask');
  });

  it('is one fixed text (its CSP hash is the same on every page)', () => {
    expect(CONSENT_BOOT_SCRIPT).not.toMatch(/[<>]/);
    expect(CONSENT_BOOT_SCRIPT.length).toBeLessThan(300);
  });
});
