import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('about', params.lang);

export default function AboutRoute() {
  return <PageIntro page="about" />;
}
