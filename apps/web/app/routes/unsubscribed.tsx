import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('unsubscribed', params.lang);

export default function UnsubscribedRoute() {
  return <PageIntro page="unsubscribed" />;
}
