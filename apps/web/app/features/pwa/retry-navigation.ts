/** Query parameter the service worker adds to the offline page: the address that failed. */
export const OFFLINE_FROM_PARAM = 'from';

/**
 * Where Retry goes: the page the visitor was opening (a same-site path only, so the offline
 * page cannot be used to send anyone elsewhere), or this page again.
 */
export function retryTarget(location: Pick<Location, 'search' | 'pathname'>): string {
  const from = new URLSearchParams(location.search).get(OFFLINE_FROM_PARAM) ?? '';
  const sameSite = from.startsWith('/') && !from.startsWith('//') && !from.includes('\\');
  return sameSite ? from : `${location.pathname}${location.search}`;
}
