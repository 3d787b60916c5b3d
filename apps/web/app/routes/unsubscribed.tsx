import { NextSteps, TokenAction } from '../features/subscriptions/components/token-action';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('unsubscribed', params.lang);

export default function UnsubscribedRoute() {
  const locale = useLocale();
  return (
    <TokenAction
      action="unsubscribe"
      token={useSearchParam('token')}
      locale={locale}
      next={<NextSteps locale={locale} />}
    />
  );
}
