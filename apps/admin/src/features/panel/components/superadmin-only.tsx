import { useAuth } from '@bar/session/use-auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Branding admits superadmin only: loading renders nothing, others get the notice. */
export function SuperadminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { loading, userRole } = useAuth();
  if (loading) return null;
  if (userRole !== 'superadmin') {
    return (
      <p role="alert" className="notice notice--restricted">
        {t('branding.restricted')}
      </p>
    );
  }
  return <>{children}</>;
}
