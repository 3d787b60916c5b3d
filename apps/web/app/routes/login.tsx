import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('login', params.lang);

export default function LoginRoute() {
  return <PageIntro page="login" />;
}
