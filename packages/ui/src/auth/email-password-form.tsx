import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';

export type EmailPasswordFormProps = {
  /** True while any sign-in request runs: both buttons are disabled. */
  busy: boolean;
  onSignIn: (email: string, password: string) => void;
  /** Omit to hide 'Crear cuenta' (the admin gate only signs existing accounts in). */
  onSignUp?: (email: string, password: string) => void;
  /** Accessible name of the form; defaults to 'Con tu correo'. */
  label?: string;
};

export function EmailPasswordForm({ busy, onSignIn, onSignUp, label }: EmailPasswordFormProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const disabled = busy || email.trim() === '' || password === '';
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // What was typed (or autofilled) before the page came alive is kept: hydration leaves it in
  // the inputs while the state is still empty, and the next render would wipe it.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!disabled) onSignIn(email.trim(), password);
  }

  return (
    <form
      className="bar-email-form"
      aria-label={label ?? t('signIn.emailSection')}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-email`}>{t('signIn.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        ref={emailInput}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        ref={passwordInput}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="bar-email-form__actions">
        <button type="submit" disabled={disabled}>
          {t('signIn.submit')}
        </button>
        {onSignUp && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => onSignUp(email.trim(), password)}
          >
            {t('signIn.signUp')}
          </button>
        )}
      </div>
    </form>
  );
}
