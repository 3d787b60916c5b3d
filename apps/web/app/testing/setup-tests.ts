import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { getI18n, LOCALES, loadLocaleI18n, loadTextGroups } from '@bar/i18n';
import { TEXT_GROUPS } from '@bar/i18n/text-groups';
import { registerUiMessages } from '@bar/ui/i18n/ui-messages';
import '../lib/site-catalogue';
import '../lib/ui-namespace';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor wait for the element as long as a busy machine needs (the default 1 s is
// outrun when other work shares the CPU); a test that fails still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The client's endpoints load their contracts lazily, to check each answer in tests; loading them
// up front means a test that ends first never leaves such an import running into the teardown.
import.meta.glob('../../../../packages/domain/src/api/*.ts', { eager: true });

// The site loads one catalogue per language on demand, and each page group with its pages;
// tests start with all three languages and every group loaded.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadLocaleI18n));
  for (const locale of LOCALES) await loadTextGroups(locale, TEXT_GROUPS);
  // Tests that render with the all-in-one instance get the shared components' texts too.
  for (const locale of LOCALES) registerUiMessages(getI18n(locale));
});

// What a test left in the page (a served block, a stored choice) never reaches the next one.
afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return; // a file that runs in Node
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
