import { PageIntro } from '../components/page-intro';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { SignupForm } from '../features/subscriptions/components/signup-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/landing-eng';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('landingEng', params.lang);

export default function LandingEngRoute() {
  const brand = useBranding()?.brandName ?? 'La Cantina';
  return (
    <>
      <PageIntro page="landingEng" />
      <SignupForm page="landingeng" locale={useLocale()} brand={brand} />
    </>
  );
}
