import { useTranslation } from '../lib/lite-i18n/react-i18next';
import { PageIntro } from '../components/page-intro';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { OptOutLink } from '../features/subscriptions/components/opt-out-link';
import { SignupForm } from '../features/subscriptions/components/signup-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/landing-fra';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('landingFra', params.lang);

export default function LandingFraRoute() {
  const { t } = useTranslation();
  const brand = useBranding()?.brandName ?? t('common.brand');
  const locale = useLocale();
  return (
    <>
      <PageIntro page="landingFra" />
      <SignupForm page="landingfra" locale={locale} brand={brand} />
      <OptOutLink locale={locale} />
    </>
  );
}
