import { useId } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';
import { useInstallPrompt } from './use-install-prompt';

/**
 * 'Install app', with its hint banner for the first 8 s. Only there while the browser offers
 * the install (never in the installed app). Place it where its arrival moves nothing (fixed).
 */
export function InstallAppButton({ className = 'install-app' }: { className?: string }) {
  const { t } = useUiTranslation();
  const { available, hint, install } = useInstallPrompt();
  const hintId = useId();
  if (!available) return null;
  return (
    <div className={className}>
      {hint && (
        <p id={hintId} className={`${className}__hint`} role="status">
          {t('install.hint')}
        </p>
      )}
      <button
        type="button"
        className={`${className}__button`}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => void install()}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v2.5h16V17"
          />
        </svg>
        <span>{t('install.button')}</span>
      </button>
    </div>
  );
}
