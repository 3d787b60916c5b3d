import { PageIntro } from '../components/page-intro';
import { GalleryGrid } from '../features/gallery/components/gallery-grid';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('gallery', params.lang);

export default function GalleryRoute() {
  return (
    <>
      <PageIntro page="gallery" />
      <GalleryGrid locale={useLocale()} />
    </>
  );
}
