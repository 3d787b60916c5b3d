import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('home', params.lang);

export default function HomeRoute() {
  return <PageIntro page="home" />;
}
