import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { LOCALES, loadLocaleI18n } from '@bar/i18n';
import { afterEach, beforeAll } from 'vitest';

// The site loads one catalogue per language on demand; tests start with all three loaded.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadLocaleI18n));
});

afterEach(() => {
  cleanup();
});
