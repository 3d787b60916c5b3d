import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/landing-eng';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('landingEng', params.lang);

export default function LandingEngRoute() {
  return <PageIntro page="landingEng" />;
}
