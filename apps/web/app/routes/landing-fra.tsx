import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/landing-fra';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('landingFra', params.lang);

export default function LandingFraRoute() {
  return <PageIntro page="landingFra" />;
}
