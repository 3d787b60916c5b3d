import {
  HOW_HEARD,
  type HowHeard,
  SURVEY_COMMENT_MAX,
  SURVEY_RATINGS,
  type SurveyInput,
  type SurveyRating,
} from '@bar/domain/surveys/schema';

export { HOW_HEARD, SURVEY_COMMENT_MAX, SURVEY_RATINGS };
export type { HowHeard, SurveyRating };

/** The questions a guest must answer, in the order the form shows them. */
export type SurveyQuestion = SurveyRating | 'wouldRecommend' | 'wouldReturn' | 'howHeard';

/** What the kiosk holds while a guest answers; nothing of it outlives the guest. */
export type SurveyDraft = {
  ratings: Partial<Record<SurveyRating, number>>;
  wouldRecommend?: boolean;
  wouldReturn?: boolean;
  howHeard?: HowHeard;
  name: string;
  comment: string;
};

export const emptyDraft = (): SurveyDraft => ({ ratings: {}, name: '', comment: '' });

/** The questions still unanswered (the comment and name are optional). */
export function missingQuestions(draft: SurveyDraft): SurveyQuestion[] {
  const missing: SurveyQuestion[] = SURVEY_RATINGS.filter((key) => !draft.ratings[key]);
  if (draft.wouldRecommend === undefined) missing.push('wouldRecommend');
  if (draft.wouldReturn === undefined) missing.push('wouldReturn');
  if (!draft.howHeard) missing.push('howHeard');
  return missing;
}

/** The body of POST /api/surveys for a complete draft (call missingQuestions first). */
export function surveyInput(draft: SurveyDraft, locale: SurveyInput['locale']): SurveyInput {
  const [experience, flavor, service, waitTime, atmosphere, price] = SURVEY_RATINGS.map(
    (key) => draft.ratings[key] ?? 0,
  ) as [number, number, number, number, number, number];
  const name = draft.name.trim();
  const comment = draft.comment.trim();
  return {
    locale,
    ...(name ? { name } : {}),
    ...(comment ? { comment } : {}),
    answers: {
      ratings: { experience, flavor, service, waitTime, atmosphere, price },
      wouldRecommend: draft.wouldRecommend ?? false,
      wouldReturn: draft.wouldReturn ?? false,
      howHeard: draft.howHeard ?? 'other',
    },
  };
}
