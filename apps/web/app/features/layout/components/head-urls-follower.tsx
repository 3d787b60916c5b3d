import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pointUrlTagsAt, readUrlTags, restoreUrlTags } from '../head-urls';

/**
 * Keeps the head's canonical, hreflang alternates and og:url on the page shown: the served ones
 * on the first page (a canonical the back office set is kept), the page's own after a
 * client-side navigation.
 */
export function HeadUrlsFollower() {
  const { pathname } = useLocation();
  const served = useRef<{ pathname: string; tags: ReturnType<typeof readUrlTags> } | null>(null);
  useEffect(() => {
    if (!served.current) {
      served.current = { pathname, tags: readUrlTags(document) };
      return;
    }
    if (pathname === served.current.pathname) restoreUrlTags(served.current.tags);
    else pointUrlTagsAt(document, pathname, window.location.origin);
  }, [pathname]);
  return null;
}
