import { PageIntro } from '../components/page-intro';
import { PdfMenuLink } from '../features/menus/components/pdf-menu-link';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/pdf';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('pdf', params.lang);

export default function PdfRoute() {
  return (
    <>
      <PageIntro page="pdf" />
      <PdfMenuLink />
    </>
  );
}
