import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';
import type { GateState } from '../gate-state';
import { GateView } from './gate-view';

function renderGate(
  state: GateState,
  extra: { localMode?: boolean; locale?: 'es' | 'en' | 'fr' } = {},
) {
  const calls: string[] = [];
  renderAdmin(
    <GateView
      state={state}
      localMode={extra.localMode ?? false}
      homeHref="http://localhost:3000/es"
      busy={false}
      signInError=""
      onGoogle={() => calls.push('google')}
      onEmailSignIn={(email) => calls.push(`email:${email}`)}
      onSignOut={() => calls.push('sign-out')}
    >
      <p>panel content</p>
    </GateView>,
    { locale: extra.locale },
  );
  return calls;
}

describe('GateView', () => {
  it('loading: a status line, no panel', () => {
    renderGate({ kind: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sesión…');
    expect(screen.queryByText('panel content')).not.toBeInTheDocument();
  });

  it('signed out: Google button, home link and the restriction note', async () => {
    const calls = renderGate({ kind: 'signed-out' });
    await userEvent.click(screen.getByRole('button', { name: 'Acceso de Controlador' }));
    expect(calls).toEqual(['google']);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      'http://localhost:3000/es',
    );
    expect(screen.getByText('Este panel es solo para cuentas autorizadas.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cuentas locales' })).not.toBeInTheDocument();
  });

  it('signed out in local mode: the e-mail form too', async () => {
    const calls = renderGate({ kind: 'signed-out' }, { localMode: true });
    const form = screen.getByRole('form', { name: 'Cuentas locales' });
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'staff@example.com');
    await userEvent.type(within(form).getByLabelText('Contraseña'), 'pw123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(calls).toEqual(['email:staff@example.com']);
    expect(within(form).queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  });

  it('checking permissions', () => {
    renderGate({ kind: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando permisos…');
  });

  it('denied: the fixed text plus the server text, or its default', () => {
    renderGate({ kind: 'denied', reason: 'server', serverMessage: 'Rol insuficiente' });
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No tienes permisos para ver este panel.' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Rol insuficiente');
  });

  it('denied without a server text, or by a network failure', () => {
    renderGate({ kind: 'denied', reason: 'server', serverMessage: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Permisos insuficientes o token inválido.');
  });

  it('network failure', async () => {
    const calls = renderGate({ kind: 'denied', reason: 'network' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible validar permisos en servidor.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));
    expect(calls).toEqual(['sign-out']);
  });

  it('allowed: the panel', () => {
    renderGate({ kind: 'allowed' });
    expect(screen.getByText('panel content')).toBeInTheDocument();
  });

  it('in English and French', () => {
    renderGate({ kind: 'signed-out' }, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Controller access' })).toBeInTheDocument();
    renderGate({ kind: 'denied', reason: 'network' }, { locale: 'fr' });
    expect(
      screen.getByText("Vous n'avez pas l'autorisation de voir ce panneau."),
    ).toBeInTheDocument();
  });
});
