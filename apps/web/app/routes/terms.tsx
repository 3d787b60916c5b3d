import { PageIntro } from '../components/page-intro';
import { TermsContent } from '../features/site-data/components/terms-content';
import { useBranding } from '../features/site-data/hooks/use-site-data';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('terms', params.lang);

/** /{locale}/terminos: the terms the blog's review form asks guests to accept. */
export default function TermsRoute() {
  const branding = useBranding();
  return (
    <>
      <PageIntro page="terms" />
      <TermsContent branding={branding} locale={useLocale()} />
    </>
  );
}
