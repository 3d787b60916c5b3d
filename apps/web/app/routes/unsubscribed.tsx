import { PageIntro } from '../components/page-intro';
import { TokenAction } from '../features/subscriptions/components/token-action';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('unsubscribed', params.lang);

export default function UnsubscribedRoute() {
  return (
    <>
      <PageIntro page="unsubscribed" />
      <TokenAction action="unsubscribe" token={useSearchParam('token')} locale={useLocale()} />
    </>
  );
}
