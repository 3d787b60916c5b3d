import { refusalText } from '@bar/client/is-api-error';
import type { SurveyInput } from '@bar/client/endpoints/surveys';
import type { Locale } from '@bar/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import {
  emptyDraft,
  HOW_HEARD,
  missingQuestions,
  SURVEY_COMMENT_MAX,
  SURVEY_RATINGS,
  type SurveyDraft,
  type SurveyQuestion,
  surveyInput,
} from '../lib/survey-draft';
import { ChoiceQuestion } from './choice-question';
import { useHydrated } from '../../../lib/use-hydrated';

const STARS = [1, 2, 3, 4, 5] as const;

export type SendSurvey = (input: SurveyInput) => Promise<unknown>;

/**
 * POST /api/surveys with the kiosk session's token when there is one (a kiosk signed in with a
 * staff account puts the comment on the home page at once; any other waits for staff), errors
 * in the guest's language; the API client's code comes with the first answer sent, not with the
 * page.
 */
export const postSurvey =
  (token: () => Promise<string | null> = () => Promise.resolve(null)): SendSurvey =>
  async (input) => {
    const [{ sendSurvey }, idToken] = await Promise.all([
      import('@bar/client/endpoints/surveys'),
      token().catch(() => null),
    ]);
    return sendSurvey({ body: input }, { token: idToken, locale: input.locale });
  };

const defaultSend = postSurvey();

type SurveyFormProps = {
  locale: Locale;
  /** POST /api/surveys by default. */
  send?: SendSurvey;
  /** Called once the answers are stored. */
  onSent: () => void;
};

/**
 * The kiosk survey: six 1-5 ratings, would-recommend and would-return, how
 * the guest heard of the place, an optional name and comment (≤ 600). The answers live in this
 * component's state only: the page remounts it for the next guest.
 */
export function SurveyForm({ locale, onSent, send = defaultSend }: SurveyFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SurveyDraft>(emptyDraft);
  const [missing, setMissing] = useState<SurveyQuestion[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Before the scripts run, a submit would be the browser's own: the answers in the URL, then lost.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const uid = useId();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (change: Partial<SurveyDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setMissing([]);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const unanswered = missingQuestions(draft);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      setError(t('survey.form.missing'));
      formRef.current
        ?.querySelector<HTMLInputElement>(`[data-question="${unanswered[0]}"] input`)
        ?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(surveyInput(draft, locale));
      if (mounted.current) onSent();
    } catch (failure) {
      if (!mounted.current) return;
      setError(refusalText(failure) ?? t('survey.form.sendFailed'));
      setSending(false);
      errorRef.current?.focus();
    }
  };

  const yesNo = [
    { value: true, label: t('survey.form.yes') },
    { value: false, label: t('survey.form.no') },
  ] as const;
  const commentId = `${uid}-comment`;
  const counterId = `${uid}-counter`;
  const errorId = `${uid}-error`;

  return (
    <form
      ref={formRef}
      className="survey-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="survey-form__ratings">
        {SURVEY_RATINGS.map((key) => (
          <ChoiceQuestion
            key={key}
            name={key}
            className="survey-question--stars"
            legend={t(`survey.questions.${key}`)}
            choices={STARS.map((n) => ({ value: n, label: String(n) }))}
            value={draft.ratings[key]}
            invalid={missing.includes(key)}
            onChange={(n) => update({ ratings: { ...draft.ratings, [key]: n } })}
          />
        ))}
      </div>
      <p className="survey-form__scale">{t('survey.form.scale')}</p>
      <ChoiceQuestion
        name="wouldRecommend"
        legend={t('survey.questions.wouldRecommend')}
        choices={yesNo}
        value={draft.wouldRecommend}
        invalid={missing.includes('wouldRecommend')}
        onChange={(wouldRecommend) => update({ wouldRecommend })}
      />
      <ChoiceQuestion
        name="wouldReturn"
        legend={t('survey.questions.wouldReturn')}
        choices={yesNo}
        value={draft.wouldReturn}
        invalid={missing.includes('wouldReturn')}
        onChange={(wouldReturn) => update({ wouldReturn })}
      />
      <ChoiceQuestion
        name="howHeard"
        legend={t('survey.questions.howHeard')}
        choices={HOW_HEARD.map((value) => ({ value, label: t(`survey.howHeard.${value}`) }))}
        value={draft.howHeard}
        invalid={missing.includes('howHeard')}
        onChange={(howHeard) => update({ howHeard })}
      />
      <div className="survey-form__field">
        <label htmlFor={`${uid}-name`}>{t('survey.form.name')}</label>
        <input
          id={`${uid}-name`}
          type="text"
          autoComplete="off"
          maxLength={80}
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      </div>
      <div className="survey-form__field">
        <label htmlFor={commentId}>{t('survey.form.comment')}</label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={SURVEY_COMMENT_MAX}
          aria-describedby={counterId}
          value={draft.comment}
          onChange={(event) => update({ comment: event.target.value })}
        />
        <span id={counterId} className="survey-form__counter">
          {t('survey.form.counter', { count: draft.comment.length, max: SURVEY_COMMENT_MAX })}
        </span>
      </div>
      <p
        ref={errorRef}
        id={errorId}
        className="survey-form__error"
        role="alert"
        tabIndex={-1}
        hidden={!error}
      >
        {error}
      </p>
      <button type="submit" className="survey-form__send" disabled={sending || !hydrated}>
        {sending ? t('survey.form.sending') : t('survey.form.send')}
      </button>
    </form>
  );
}
