import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('gallery', params.lang);

export default function GalleryRoute() {
  return <PageIntro page="gallery" />;
}
