import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/survey';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('survey', params.lang);

export default function SurveyRoute() {
  return <PageIntro page="survey" />;
}
