import type { Locale } from '@bar/i18n';
import type { PublicGalleryPicture } from '@bar/client/endpoints/gallery';
import { startTransition, useEffect, useState } from 'react';

export type GalleryRead =
  { status: 'loading' } | { status: 'ready'; items: PublicGalleryPicture[] } | { status: 'error' };

/**
 * GET /api/gallery for the page's language, after hydration (the served page preloads the
 * same URL, so the answer is usually there already), with the API client's code (not in the
 * page's first load). A failed read is logged.
 */
export function useGallery(locale: Locale): GalleryRead {
  const [read, setRead] = useState<GalleryRead>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    import('@bar/client/endpoints/gallery')
      .then(({ getGallery }) =>
        getGallery({ query: { locale } }, { signal: controller.signal, token: null }),
      )
      .then(
        ({ items }) => {
          // A transition: React renders the list in slices and lets a tap in between.
          if (!controller.signal.aborted)
            startTransition(() => setRead({ status: 'ready', items }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('gallery: reading the pictures failed', error);
          setRead({ status: 'error' });
        },
      );
    return () => controller.abort();
  }, [locale]);
  return read;
}
