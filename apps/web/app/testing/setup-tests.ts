import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { getI18n, LOCALES, loadLocaleI18n } from '@bar/i18n';
import { registerUiMessages } from '@bar/ui/i18n/ui-messages';
import '../lib/ui-namespace';
import { afterEach, beforeAll } from 'vitest';

// The client's endpoints load their contracts lazily, to check each answer in tests; loading them
// up front means a test that ends first never leaves such an import running into the teardown.
import.meta.glob('../../../../packages/domain/src/api/*.ts', { eager: true });

// The site loads one catalogue per language on demand; tests start with all three loaded.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadLocaleI18n));
  // Tests that render with the all-in-one instance get the shared components' texts too.
  for (const locale of LOCALES) registerUiMessages(getI18n(locale));
});

afterEach(() => {
  cleanup();
});
