import { PageIntro } from '../components/page-intro';
import { MenuTabs } from '../features/menus/components/menu-tabs';
import { PdfMenuLink } from '../features/menus/components/pdf-menu-link';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/menus';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('menus', params.lang);

export default function MenusRoute() {
  return (
    <>
      <PageIntro page="menus" />
      <MenuTabs />
      <PdfMenuLink />
    </>
  );
}
