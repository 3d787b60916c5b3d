import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { authValue, member, renderAdmin } from '../../../testing/render-admin';
import type { PanelTab } from '../panel-tabs';
import { toPanelTab } from '../panel-tabs';
import { AdminPanel } from './admin-panel';

function Panel({ initial = 'posts' as PanelTab }) {
  const [tab, setTab] = useState<PanelTab>(initial);
  return <AdminPanel tab={tab} onTabChange={setTab} panels={{ branding: <h2>Branding</h2> }} />;
}

describe('AdminPanel', () => {
  it('lists every section as a tab, in the spec order, then the reservations', () => {
    renderAdmin(<Panel />, { value: authValue(member(), 'admin') });
    const tablist = screen.getByRole('tablist', { name: 'Secciones del panel' });
    expect(tablist).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Publicaciones',
      'Galería',
      'Ajustes',
      'Marca',
      'Estilos',
      'Metadatos',
      'Mensajes formateados',
      'Agente IA',
      'Nube',
      'Archivos',
      'Control de acceso',
      'Reservas',
      'Opiniones',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Publicaciones' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    renderAdmin(<Panel />, { value: authValue(member(), 'admin') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Publicaciones' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Galería' })).toHaveFocus();
    // Focus alone does not leave the open editor.
    expect(screen.getByRole('tab', { name: 'Galería' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Galería' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Galería' })).toBeInTheDocument();
  });

  it('branding admits superadmin only', () => {
    renderAdmin(<Panel initial="branding" />, { value: authValue(member(), 'admin') });
    expect(screen.getByRole('alert')).toHaveTextContent('Acceso restringido: solo Superadmin.');
  });

  it('branding for a superadmin', () => {
    renderAdmin(<Panel initial="branding" />, {
      value: authValue(member(), 'superadmin'),
      locale: 'en',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeInTheDocument();
  });

  it('hides the tabs whose feature flag is off from admins, and opens the first shown one', () => {
    renderAdmin(
      <AdminPanel tab="styling" onTabChange={() => {}} switchedOff={['styling', 'reservations']} />,
      { value: authValue(member(), 'admin') },
    );
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).not.toContain('Estilos');
    expect(names).not.toContain('Reservas');
    expect(names).toContain('Ajustes');
    expect(screen.getByRole('tab', { name: 'Publicaciones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows superadmins every tab, the switched-off ones marked', () => {
    renderAdmin(<AdminPanel tab="posts" onTabChange={() => {}} switchedOff={['styling']} />, {
      value: authValue(member(), 'superadmin'),
      locale: 'fr',
    });
    expect(screen.getAllByRole('tab')).toHaveLength(13);
    expect(screen.getByRole('tab', { name: /désactivée/ })).toHaveTextContent('(désactivée)');
  });

  it('maps URL segments to tabs', () => {
    expect(toPanelTab(undefined)).toBe('posts');
    expect(toPanelTab('ai-agent')).toBe('ai-agent');
    expect(toPanelTab('reservations')).toBe('reservations');
    expect(toPanelTab('branding/extra')).toBe('branding');
    expect(toPanelTab('nope')).toBe('posts');
  });
});
