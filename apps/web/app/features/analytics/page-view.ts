import type { Locale } from '@bar/i18n';

// The analytics data layer (a page_view event is pushed for each route or query change):
// window.dataLayer, the array Google Tag Manager and
// gtag read. Nothing is pushed, and the array is not even created, before consent is true.

export type PageViewEvent = {
  event: 'page_view';
  /** Path and query string, without the hash ('/es/menus?tab=liquor'). */
  page_path: string;
  page_location: string;
  page_title: string;
  language: Locale;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pageViewOf(
  { pathname, search }: { pathname: string; search: string },
  locale: Locale,
): PageViewEvent {
  return {
    event: 'page_view',
    page_path: `${pathname}${search}`,
    page_location: window.location.href,
    page_title: document.title,
    language: locale,
  };
}

export function pushPageView(event: PageViewEvent): void {
  (window.dataLayer ??= []).push(event);
}
