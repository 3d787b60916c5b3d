import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUiTranslation } from '../i18n/ui-i18n';
import { decideRouteAccess, type RouteGuardOptions } from './route-decision';
import { useAuth } from '@bar/session/use-auth';

export type { RouteGuardOptions } from './route-decision';

export type RouteGuardProps = RouteGuardOptions & {
  children: ReactNode;
  /** Shown while the session loads (default: a 'Cargando sesión…' status line). */
  fallback?: ReactNode;
};

export function RouteGuard({ children, fallback, ...options }: RouteGuardProps) {
  const { t } = useUiTranslation();
  const decision = decideRouteAccess(useAuth(), options);
  if (decision.kind === 'wait') {
    return fallback ?? <p role="status">{t('guard.loading')}</p>;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
