import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/email-marketing';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('emailMarketing', params.lang);

export default function EmailMarketingRoute() {
  return <PageIntro page="emailMarketing" />;
}
