import { useUiTranslation } from '../i18n/ui-i18n';
import { useAuth } from '@bar/session/use-auth';
import { useOnlineStatus } from './use-online-status';

export type UserBadgeProps = { className?: string };

/** Avatar letter, e-mail or display name or 'usuario', and an online/offline dot. */
export function UserBadge({ className }: UserBadgeProps) {
  const { t } = useUiTranslation();
  const { user } = useAuth();
  const online = useOnlineStatus();
  const classes = ['bar-user-badge', className].filter(Boolean).join(' ');

  if (!user) {
    return (
      <div className={classes} role="group" aria-label={t('badge.label')}>
        <span className="bar-user-badge__name" title={t('badge.signedOutTooltip')}>
          {t('badge.signedOut')}
        </span>
      </div>
    );
  }

  const name = user.email ?? user.displayName ?? t('badge.fallbackName');
  const status = online ? t('badge.online') : t('badge.offline');
  return (
    <div className={classes} role="group" aria-label={t('badge.label')}>
      <span className="bar-user-badge__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="bar-user-badge__name">{name}</span>
      <span
        className={`bar-user-badge__dot bar-user-badge__dot--${online ? 'online' : 'offline'}`}
        role="img"
        aria-label={status}
        title={status}
      />
    </div>
  );
}
