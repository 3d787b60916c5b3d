import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/landing-esp';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('landingEsp', params.lang);

export default function LandingEspRoute() {
  return <PageIntro page="landingEsp" />;
}
