import { PageIntro } from '../components/page-intro';
import { EventSections } from '../features/blog/components/event-sections';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('blog', params.lang);

export default function BlogRoute() {
  return (
    <>
      <PageIntro page="blog" />
      <EventSections locale={useLocale()} />
    </>
  );
}
