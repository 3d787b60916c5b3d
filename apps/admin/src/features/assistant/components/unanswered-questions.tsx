import type { UnansweredGroup } from '@bar/client/endpoints/assistant';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerUnanswered, useUnanswered } from '../api/use-unanswered';

const LANGS = ['es', 'en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
type Texts = Record<Lang, string>;

const empty = (): Texts => ({ es: '', en: '', fr: '' });
const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** The FAQ entry answering one group: its question and answer in es, en and fr. */
function AnswerForm({
  agentId,
  group,
  onClose,
}: {
  agentId: string;
  group: UnansweredGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const answer = useAnswerUnanswered(agentId);
  const [question, setQuestion] = useState<Texts>(() => ({
    ...empty(),
    ...(isLang(group.lang) ? { [group.lang]: group.question } : { es: group.question }),
  }));
  const [reply, setReply] = useState<Texts>(empty);
  const first = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the focus goes to the form's first field.
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ ids: group.ids, question, answer: reply }, { onSuccess: onClose });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('aiAgent.unanswered.formLabel', { question: group.question })}
    >
      {LANGS.map((lang) => (
        <fieldset key={lang}>
          <legend>{t(`aiAgent.unanswered.lang.${lang}`)}</legend>
          <label htmlFor={`${id}-q-${lang}`}>{t('aiAgent.unanswered.question')}</label>
          <input
            ref={lang === 'es' ? first : undefined}
            id={`${id}-q-${lang}`}
            required
            maxLength={2000}
            value={question[lang]}
            onChange={(event) => setQuestion({ ...question, [lang]: event.target.value })}
          />
          <label htmlFor={`${id}-a-${lang}`}>{t('aiAgent.unanswered.answer')}</label>
          <textarea
            id={`${id}-a-${lang}`}
            required
            maxLength={2000}
            value={reply[lang]}
            onChange={(event) => setReply({ ...reply, [lang]: event.target.value })}
          />
        </fieldset>
      ))}
      {answer.isError && <p role="alert">{answer.error.message}</p>}
      <button type="submit" disabled={answer.isPending}>
        {answer.isPending ? t('aiAgent.unanswered.saving') : t('aiAgent.unanswered.save')}
      </button>
      <button type="button" onClick={onClose}>
        {t('aiAgent.unanswered.cancel')}
      </button>
    </form>
  );
}

/**
 * The questions the chat could not answer, close wordings grouped (count, last asked); each
 * gets an "add an answer" form that makes a FAQ entry in three languages.
 */
export function UnansweredQuestions({ agentId }: { agentId: string }) {
  const { t } = useTranslation('admin');
  const list = useUnanswered(agentId);
  const [open, setOpen] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const groups = list.data?.groups ?? [];
  return (
    <section aria-labelledby="agent-unanswered">
      <h3 id="agent-unanswered">{t('aiAgent.unanswered.title')}</h3>
      <p role="status">{done ? t('aiAgent.unanswered.saved') : ''}</p>
      {list.isPending ? (
        <p>{t('aiAgent.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('aiAgent.loadError')}</p>
      ) : groups.length === 0 ? (
        <p>{t('aiAgent.unanswered.empty')}</p>
      ) : (
        <ul className="agent-unanswered">
          {groups.map((group) => {
            const key = group.ids.join(',');
            return (
              <li key={key}>
                <p>
                  <strong>{group.question}</strong>{' '}
                  {t('aiAgent.unanswered.asked', {
                    count: group.count,
                    date: group.lastAskedAt.slice(0, 16).replace('T', ' '),
                  })}
                </p>
                {group.wordings.length > 1 && (
                  <p>
                    {t('aiAgent.unanswered.wordings', {
                      list: group.wordings.slice(1).join(' · '),
                    })}
                  </p>
                )}
                {open === key ? (
                  <AnswerForm
                    agentId={agentId}
                    group={group}
                    onClose={() => {
                      setOpen(null);
                      setDone(true);
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(key);
                      setDone(false);
                    }}
                  >
                    {t('aiAgent.unanswered.add')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
