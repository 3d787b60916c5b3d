import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/subscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('subscribed', params.lang);

export default function SubscribedRoute() {
  return <PageIntro page="subscribed" />;
}
