import { kioskSignOut } from '@bar/ui/auth/kiosk';
import { useAuth } from '@bar/session/use-auth';
import { useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { loadClientConfig } from '../load-client-config';

/**
 * The kiosk's session controls: start a guest or Google session (kept in memory only), and a
 * sign-out that also wipes stored auth entries and ends on /logout-complete (through the
 * provider's logout in production), so the next person starts clean.
 */
export function KioskFooter() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // Spec: other sign-in errors are logged only.
      console.warn('[kiosk] sign-in', error);
    } finally {
      setBusy(false);
    }
  }

  async function signOut() {
    setBusy(true);
    const localMode = await loadClientConfig().then(
      (config) => config.localMode,
      () => false,
    );
    await kioskSignOut({ signOut: auth.signOut, localMode });
  }

  return (
    <footer className="site-footer site-footer--kiosk">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{t('common.brand')}</p>
        {!auth.loading && (
          <div className="kiosk-session" role="group" aria-label={t('kiosk.session')}>
            {auth.user ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void signOut()}
              >
                {t('kiosk.signOut')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => void run(auth.signInAsGuest)}
                >
                  {t('kiosk.guest')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => void run(auth.signInWithGoogle)}
                >
                  {t('kiosk.google')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
