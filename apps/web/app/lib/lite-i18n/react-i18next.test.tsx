import { createInstance } from '@bar/i18n/lite/i18next';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nContext, I18nextProvider, useTranslation } from './react-i18next';

function instance() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: { title: 'Menu', hello: 'Hi {{name}}' }, ui: { ok: 'OK' } } },
  });
  return i18n;
}

function Texts({ ns }: { ns?: string }) {
  const { t } = useTranslation(ns);
  return <p>{ns ? t('ok') : `${t('title')} · ${t('hello', { name: 'Ana' })}`}</p>;
}

describe('the site’s useTranslation', () => {
  it('reads the provider’s instance, in its default or a named namespace', () => {
    const i18n = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
        <Texts ns="ui" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Menu · Hi Ana')).toBeInTheDocument();
    expect(screen.getByText('OK')).toBeInTheDocument();
  });

  it('shows the key without a provider, as react-i18next does', () => {
    render(<Texts />);
    expect(screen.getByText('title · hello')).toBeInTheDocument();
  });

  it('re-renders on texts added with an announcement, not on silent ones until asked', () => {
    const i18n = instance();
    function Root() {
      const [revision, setRevision] = useState(0);
      // As the site's root does: a new value when the tenant's texts landed silently.
      const value = { i18n, revision };
      return (
        <I18nContext.Provider value={value}>
          <Texts />
          <button type="button" onClick={() => setRevision(revision + 1)}>
            texts changed
          </button>
        </I18nContext.Provider>
      );
    }
    render(<Root />);
    act(() => {
      i18n.addResourceBundle('en', 'translation', { title: 'Carta' }, true, true, {
        silent: true,
      });
    });
    expect(screen.getByText('Menu · Hi Ana')).toBeInTheDocument();
    // A new context value re-renders the readers, which read the store as it is now.
    fireEvent.click(screen.getByRole('button', { name: 'texts changed' }));
    expect(screen.getByText('Carta · Hi Ana')).toBeInTheDocument();
    act(() => {
      i18n.store.addResources('en', 'translation', { hello: 'Hola {{name}}' });
    });
    expect(screen.getByText('Carta · Hola Ana')).toBeInTheDocument();
  });

  it('gives a new t when the store announces texts, the same one otherwise', () => {
    const i18n = instance();
    const seen = new Set<unknown>();
    function Probe() {
      const { t } = useTranslation();
      seen.add(t);
      return <p>{t('title')}</p>;
    }
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen.size).toBe(1);
    act(() => {
      i18n.addResourceBundle('en', 'translation', { title: 'Carte' }, true, true);
    });
    expect(screen.getByText('Carte')).toBeInTheDocument();
    expect(seen.size).toBe(2);
  });
});
