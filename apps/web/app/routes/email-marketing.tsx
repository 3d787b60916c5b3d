import { PageIntro } from '../components/page-intro';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { SignupForm } from '../features/subscriptions/components/signup-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/email-marketing';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('emailMarketing', params.lang);

export default function EmailMarketingRoute() {
  const brand = useBranding()?.brandName ?? 'La Cantina';
  return (
    <>
      <PageIntro page="emailMarketing" />
      <SignupForm page="emailmarketing" locale={useLocale()} brand={brand} />
    </>
  );
}
