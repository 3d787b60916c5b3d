import { getI18n, type Locale, loadLocaleI18n, loadTextGroups, peekLocaleI18n } from '@bar/i18n';
import type { TextGroup } from '@bar/i18n/text-groups';
import { registerUiMessages } from '@bar/ui/i18n/ui-messages';
import type { i18n } from 'i18next';
import { use } from 'react';
import './site-catalogue';
import { useLocale } from './use-locale';
import './ui-namespace';

/**
 * The page language's i18next instance, if at hand. The browser holds one catalogue chunk per
 * language (loaded before hydration by entry.client, and on a switch of language); the
 * prerender has all three bundled (`import.meta.env.SSR` is a build-time constant, so the
 * client bundle drops that branch and the catalogues with it) and never suspends, which keeps
 * React Router's streamed context in every prerendered file. The shared components' `ui` texts
 * come the same way: with the language's chunk in the browser, all three in the prerender.
 */
export function siteI18n(locale: Locale): i18n | undefined {
  return import.meta.env.SSR ? registerUiMessages(getI18n(locale)) : peekLocaleI18n(locale);
}

/**
 * As siteI18n(), suspending (a transition keeps the current page up) until it has loaded, with
 * the groups `groups` (the prerender holds them all; the browser loads them with the page).
 */
export function useSiteI18n(locale: Locale, groups: readonly TextGroup[] = []): i18n {
  const instance = siteI18n(locale) ?? use(loadLocaleI18n(locale));
  if (!import.meta.env.SSR) {
    const pending = loadTextGroups(locale, groups);
    if (pending) use(pending);
  }
  return instance;
}

/**
 * For a component loaded with import(), which its route's page groups do not cover
 * (site-texts-plugin.ts): its own groups, suspending inside its Suspense boundary until they
 * are in.
 */
export function useTextGroups(groups: readonly TextGroup[]): void {
  useSiteI18n(useLocale(), groups);
}
