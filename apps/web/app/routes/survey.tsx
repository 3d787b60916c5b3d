import { PageIntro } from '../components/page-intro';
import { useAuth } from '@bar/session/use-auth';
import { useMemo } from 'react';
import { KioskSurvey } from '../features/survey/components/kiosk-survey';
import { postSurvey } from '../features/survey/components/survey-form';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/survey';

// The kiosk's own page: never for search engines.
export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta('survey', params.lang),
  { name: 'robots', content: 'noindex' },
];

export default function SurveyRoute() {
  // The kiosk's session (kiosk layout): its token says whether staff vouch for the answers.
  const { getIdToken } = useAuth();
  const send = useMemo(() => postSurvey(() => getIdToken()), [getIdToken]);
  return (
    <>
      <PageIntro page="survey" />
      <KioskSurvey locale={useLocale()} send={send} />
    </>
  );
}
