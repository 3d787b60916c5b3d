import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/land';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('land', params.lang);

export default function LandRoute() {
  return <PageIntro page="land" />;
}
