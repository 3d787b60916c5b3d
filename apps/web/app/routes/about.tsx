import { PageIntro } from '../components/page-intro';
import { AboutPage } from '../features/about/components/about-page';
import { useSiteData } from '../features/site-data/hooks/use-site-data';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('about', params.lang);

export default function AboutRoute() {
  const data = useSiteData();
  return (
    <>
      <PageIntro page="about" />
      <AboutPage
        locale={useLocale()}
        data={
          data
            ? { branding: data.bss.branding, settings: data.bss.settings, site: data.branding }
            : null
        }
      />
    </>
  );
}
