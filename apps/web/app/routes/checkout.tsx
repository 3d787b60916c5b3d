import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('checkout', params.lang);

export default function CheckoutRoute() {
  return <PageIntro page="checkout" />;
}
