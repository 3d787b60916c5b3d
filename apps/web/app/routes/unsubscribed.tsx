import { NextSteps, TokenAction } from '../features/subscriptions/components/token-action';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import { useSearchParam } from '../lib/use-search-param';
import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('unsubscribed', params.lang);

// Opened from a mail, the page unsubscribes with the link's token; opened without one (the
// marketing pages' "Unsubscribe" link), it mails the guest a link.
export default function UnsubscribedRoute() {
  const locale = useLocale();
  return (
    <TokenAction
      action="unsubscribe"
      token={useSearchParam('token', null)}
      locale={locale}
      next={<NextSteps action="unsubscribe" locale={locale} />}
      withoutToken={<NextSteps action="unsubscribe" locale={locale} />}
    />
  );
}
