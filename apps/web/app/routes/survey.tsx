import { PageIntro } from '../components/page-intro';
import { KioskSurvey } from '../features/survey/components/kiosk-survey';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/survey';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('survey', params.lang);

export default function SurveyRoute() {
  return (
    <>
      <PageIntro page="survey" />
      <KioskSurvey locale={useLocale()} />
    </>
  );
}
