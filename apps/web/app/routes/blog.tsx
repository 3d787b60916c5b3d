import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('blog', params.lang);

export default function BlogRoute() {
  return <PageIntro page="blog" />;
}
