import { NextSteps, TokenAction } from '../features/subscriptions/components/token-action';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/subscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('subscribed', params.lang);

export default function SubscribedRoute() {
  const locale = useLocale();
  return (
    <TokenAction
      action="confirm"
      token={useSearchParam('token', null)}
      locale={locale}
      next={<NextSteps action="confirm" locale={locale} />}
    />
  );
}
