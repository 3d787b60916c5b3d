import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authValue, guest, member, renderWithAuth } from '../testing/render-with-auth';
import { decideRouteAccess } from './route-decision';
import { RouteGuard } from './route-guard';

const allow = { kind: 'allow' };
const home = { kind: 'redirect', to: '/' };
const session = (
  user = member(),
  userRole: 'user' | 'admin' | 'anon' = 'user',
  loading = false,
) => ({
  user,
  userRole,
  loading,
});

describe('decideRouteAccess', () => {
  it('waits while loading', () => {
    expect(decideRouteAccess(session(member(), 'user', true))).toEqual({ kind: 'wait' });
  });
  it('redirects without a user, to the default or the given path', () => {
    expect(decideRouteAccess({ user: null, userRole: 'anon', loading: false })).toEqual(home);
    expect(
      decideRouteAccess(
        { user: null, userRole: 'anon', loading: false },
        { redirectTo: '/es/login' },
      ),
    ).toEqual({ kind: 'redirect', to: '/es/login' });
  });
  it('lets guests pass only with allowAnonymous', () => {
    expect(decideRouteAccess(session(guest, 'anon'))).toEqual(home);
    expect(decideRouteAccess(session(guest, 'anon'), { allowAnonymous: true })).toEqual(allow);
  });
  it('requires a verified e-mail when asked', () => {
    const unverified = member({ emailVerified: false });
    expect(decideRouteAccess(session(unverified))).toEqual(allow);
    expect(decideRouteAccess(session(unverified), { requireVerified: true })).toEqual(home);
  });
  it('applies the uid and role allow-lists', () => {
    expect(decideRouteAccess(session(), { allowUids: ['u1'] })).toEqual(allow);
    expect(decideRouteAccess(session(), { allowUids: ['other'] })).toEqual(home);
    expect(decideRouteAccess(session(member(), 'admin'), { allowRoles: ['admin'] })).toEqual(allow);
    expect(decideRouteAccess(session(), { allowRoles: ['admin', 'superadmin'] })).toEqual(home);
    expect(decideRouteAccess(session(), { allowUids: ['u1'], allowRoles: ['admin'] })).toEqual(
      home,
    );
  });
});

describe('RouteGuard', () => {
  it('shows a loading status, then the content or the redirect', () => {
    const loading = { ...authValue(null), loading: true };
    renderWithAuth(<RouteGuard>secret</RouteGuard>, { value: loading, path: '/x' });
    expect(screen.getByText('Cargando sesión…')).toBeInTheDocument();
  });
  it('renders children for an allowed session', () => {
    renderWithAuth(<RouteGuard allowRoles={['admin']}>secret</RouteGuard>, {
      value: authValue(member(), 'admin'),
      path: '/x',
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
  it('navigates away otherwise', () => {
    renderWithAuth(<RouteGuard redirectTo="/es/login">secret</RouteGuard>, {
      value: authValue(null, 'anon'),
      path: '/x',
    });
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/es/login');
  });
});
