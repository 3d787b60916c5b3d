import { PageIntro } from '../components/page-intro';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('checkout', params.lang);

export default function CheckoutRoute() {
  const branding = useBranding();
  return (
    <>
      <PageIntro page="checkout" />
      <CheckoutPage
        lang={useLocale()}
        contact={branding && { phone: branding.phone, email: branding.email }}
      />
    </>
  );
}
