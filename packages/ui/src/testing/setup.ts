import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createInstance } from 'i18next';
import { afterEach } from 'vitest';
import { setUiFallbackI18n } from '../i18n/ui-i18n';
import { registerUiMessages } from '../i18n/ui-messages';

// findBy*/waitFor wait for the element as long as a busy machine needs (the default 1 s is
// outrun when other work shares the CPU); a test that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// Components rendered without an app's i18next instance speak Spanish, the product's default.
const i18n = createInstance();
void i18n.init({
  lng: 'es',
  fallbackLng: 'es',
  ns: ['ui'],
  defaultNS: 'ui',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});
setUiFallbackI18n(registerUiMessages(i18n));

afterEach(() => cleanup());
