import './lib/ui-namespace';
import { DEFAULT_LOCALE, loadLocaleI18n, loadTextGroups, localeFromPath } from '@bar/i18n';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { applyServedTexts } from './lib/served-texts';
import { textGroupsOfPage } from './lib/site-catalogue';

// React Router's default client entry (https://reactrouter.com/api/framework-conventions/
// entry.client.tsx), after the page language's texts (its core and the page groups <html
// data-texts> names, from the one file <html data-texts-file> names): the first client render
// then has the same text as the prerendered HTML, with the tenant's texts the API wrote into it.
// A failed load hydrates anyway (the render retries).
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const locale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
const groups = textGroupsOfPage(document.documentElement);
Promise.all([loadLocaleI18n(locale), loadTextGroups(locale, groups)]).then(([instance]) => {
  applyServedTexts(instance, locale);
  hydrate();
}, hydrate);
