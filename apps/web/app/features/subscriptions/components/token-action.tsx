import { localizeHref, type Locale } from '@bar/i18n';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';
import '../../../components/guest-form.css';
import './subscriptions.css';

// Shown only after the page ran (no token, or a refused one), so its code (the form, its
// send-once hook, the anti-spam field) is not part of either page's first load. Its texts are
// in the `subscriptions` group this module already loads.
const UnsubscribeRequestForm = lazy(async () => ({
  default: (await import('./unsubscribe-request-form')).UnsubscribeRequestForm,
}));

// Literal keys, so the page's text groups come with it (site-texts-plugin.ts).
const TEXTS = {
  confirm: {
    title: 'subscribed.title',
    intro: 'subscribed.intro',
    doneTitle: 'subscribed.done.title',
    doneIntro: 'subscribed.done.intro',
    working: 'subscriptions.confirming',
  },
  unsubscribe: {
    title: 'unsubscribed.title',
    intro: 'unsubscribed.intro',
    doneTitle: 'unsubscribed.done.title',
    doneIntro: 'unsubscribed.done.intro',
    working: 'subscriptions.leaving',
  },
} as const;

type Outcome = { token: string; done: boolean; text: string };

/**
 * /suscritos?token= confirms a signup and /desuscritos?token= unsubscribes, once the page runs
 * (a mail scanner fetching the link does not run it). The heading says the outcome only once
 * the API accepted the token: the served page, a missing token and a refused one show the
 * page's plain heading, what went wrong and `next` (where to go from there). `withoutToken`,
 * when given, is shown instead of the error for a page opened without a token.
 */
export function TokenAction({
  action,
  token,
  locale,
  next,
  withoutToken,
}: {
  action: 'confirm' | 'unsubscribe';
  /** The link's token; null until the page's scripts ran (the served page has no query). */
  token: string | null;
  locale: Locale;
  next: ReactNode;
  withoutToken?: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = TEXTS[action];
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    // The client's code comes with the call, after hydration, not with the page.
    const errors = import('@bar/client/is-api-error');
    import('@bar/client/endpoints/subscriptions')
      .then((client) =>
        (action === 'confirm' ? client.confirmSubscription : client.unsubscribe)(
          { body: { token, locale } },
          { locale },
        ),
      )
      .then(
        (answer) => {
          if (!live) return;
          // A confirmation link opened after unsubscribing does not sign the address up again.
          const gone = action === 'confirm' && answer.state !== 'confirmed';
          setOutcome({ token, done: !gone, text: gone ? t('subscribed.gone') : '' });
        },
        async (error: unknown) => {
          const { isApiError } = await errors;
          if (!live) return;
          setOutcome({
            token,
            done: false,
            text:
              isApiError(error) && error.message ? error.message : t('subscriptions.errors.failed'),
          });
        },
      );
    return () => {
      live = false;
    };
  }, [action, token, locale, t]);

  const current = outcome?.token === token ? outcome : null;
  // The prerendered page has no query: it cannot know the token, so it claims nothing.
  const missing = token === '';
  const done = current?.done === true;
  const failed = (missing && !withoutToken) || (current !== null && !done);
  let status = '';
  if (done) status = t(texts.doneIntro);
  else if (current) status = current.text;
  else if (missing && !withoutToken) status = t('subscriptions.errors.linkInvalid');
  else if (token) status = t(texts.working);

  return (
    <>
      <header className="page-intro">
        <h1>{done ? t(texts.doneTitle) : t(texts.title)}</h1>
        {!done && <p className="lead">{t(texts.intro)}</p>}
      </header>
      <p role="status" className="form-status">
        {status}
      </p>
      {missing && withoutToken}
      {failed && next}
    </>
  );
}

/**
 * Where a guest goes after a link that did not work: sign up again (a confirmation link), ask
 * for a new link by e-mail (an unsubscribe link), or the home page.
 */
export function NextSteps({
  action,
  locale,
}: {
  action: 'confirm' | 'unsubscribe';
  locale: Locale;
}) {
  const { t } = useTranslation();
  const steps = (
    <p className="next-steps">
      {action === 'confirm' && (
        <Link className="button" to={localizeHref('/land', locale)}>
          {t('subscribed.again')}
        </Link>
      )}
      <Link to={localizeHref('/', locale)}>{t('common.backHome')}</Link>
    </p>
  );
  if (action === 'confirm') return steps;
  // The form and the link below it come in together: a link shown first would be pushed down
  // when the form's code arrives (a layout shift on every page opened without a token).
  return (
    <Suspense fallback={null}>
      <UnsubscribeRequestForm locale={locale} />
      {steps}
    </Suspense>
  );
}
