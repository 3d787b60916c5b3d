import { useAuth } from '@bar/session/use-auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Superadmin-only content: loading renders nothing, others get the notice (or `fallback`, e.g.
 * nothing for a section inside a tab they may otherwise use).
 */
export function SuperadminOnly({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { loading, userRole } = useAuth();
  if (loading) return null;
  if (userRole !== 'superadmin') {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <p role="alert" className="notice notice--restricted">
        {t('branding.restricted')}
      </p>
    );
  }
  return <>{children}</>;
}
