import { getI18n, type Locale, loadLocaleI18n, loadTextGroups, peekLocaleI18n } from '@bar/i18n';
import type { TextGroup } from '@bar/i18n/text-groups';
import { registerUiMessages } from '@bar/ui/i18n/ui-messages';
import type { i18n } from '@bar/i18n/lite/i18next';
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

// The loads a render has waited for, kept once they are in: every later render makes the same
// use() call with the same promise (which React has marked settled, and reads without waiting).
const waitedFor = new Map<string, Promise<unknown>>();

/** Suspends on the load `start` begins, if it begins one (null: nothing to load). */
function useLoaded(key: string, start: () => Promise<unknown> | null): void {
  // The prerender has every language and group at hand.
  if (import.meta.env.SSR) return;
  let promise = waitedFor.get(key);
  if (!promise) {
    const pending = start();
    if (!pending) return;
    promise = pending;
    waitedFor.set(key, pending);
    pending.catch(() => waitedFor.delete(key));
  }
  use(promise);
}

/**
 * As siteI18n(), suspending (a transition keeps the current page up) until it has loaded, with
 * the groups `groups` (the prerender holds them all; the browser loads them with the page).
 *
 * A load this waited for stays waited for: React replays a mount that suspended, and a replay
 * that skipped a use() the first attempt made (the texts arrived in between) would read the
 * hooks after it as updates (React error #467, which React recovers from with a synchronous
 * re-render and reports).
 */
export function useSiteI18n(locale: Locale, groups: readonly TextGroup[] = []): i18n {
  useLoaded(locale, () => (peekLocaleI18n(locale) ? null : loadLocaleI18n(locale)));
  useLoaded(`${locale}:${groups.join(' ')}`, () => loadTextGroups(locale, groups));
  return siteI18n(locale)!;
}

/**
 * For a component loaded with import(), which its route's page groups do not cover
 * (site-texts-plugin.ts): its own groups, suspending inside its Suspense boundary until they
 * are in.
 */
export function useTextGroups(groups: readonly TextGroup[]): void {
  useSiteI18n(useLocale(), groups);
}
