import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, member, renderAdmin } from '../../../testing/render-admin';
import type { PanelTab } from '../panel-tabs';
import { toPanelTab } from '../panel-tabs';
import { AdminPanel } from './admin-panel';

const nav = () =>
  screen.getByRole('navigation', { name: /^(Secciones del panel|Sections du panneau)$/ });
const linkNames = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

function Panel({ tab = 'posts' as PanelTab }) {
  return <AdminPanel tab={tab} panels={{ branding: <h2>Branding</h2> }} />;
}

describe('AdminPanel', () => {
  it('groups the sections by job in the sidebar; a superadmin sees them all', () => {
    renderAdmin(<Panel />, { value: authValue(member(), 'superadmin') });
    const groups = within(nav()).getAllByRole('list');
    expect(groups).toHaveLength(5);
    expect(
      groups.map((list) => [
        document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]),
    ).toEqual([
      ['Hoy', ['Hoy']],
      ['Clientes', ['Reservas', 'Opiniones', 'Agente IA']],
      ['Contenido', ['Publicaciones', 'Galería']],
      ['Sitio', ['Marca', 'Estilos', 'Mensajes formateados', 'Metadatos', 'Ajustes']],
      ['Sistema', ['Archivos', 'Nube', 'Control de acceso']],
    ]);
  });

  it('links each section to its URL and marks the current one', () => {
    renderAdmin(<Panel tab="gallery" />, { value: authValue(member(), 'admin') });
    const gallery = within(nav()).getByRole('link', { name: 'Galería' });
    expect(gallery).toHaveAttribute('href', '/admin/gallery');
    expect(gallery).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Hoy' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('region', { name: 'Galería' })).toBeInTheDocument();
  });

  it('leaves the superadmin sections out of the sidebar for staff', () => {
    renderAdmin(<Panel />, { value: authValue(member(), 'admin') });
    expect(linkNames()).not.toContain('Marca');
    expect(linkNames()).not.toContain('Control de acceso');
    expect(linkNames()).toContain('Ajustes');
  });

  it('branding opened by its address admits superadmin only', () => {
    renderAdmin(<Panel tab="branding" />, { value: authValue(member(), 'admin') });
    expect(screen.getByRole('alert')).toHaveTextContent('Acceso restringido: solo Superadmin.');
  });

  it('branding for a superadmin', () => {
    renderAdmin(<Panel tab="branding" />, {
      value: authValue(member(), 'superadmin'),
      locale: 'en',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeInTheDocument();
  });

  it('hides the sections whose feature flag is off from admins, and opens the first shown one', () => {
    renderAdmin(<AdminPanel tab="styling" switchedOff={['styling', 'reservations']} />, {
      value: authValue(member(), 'admin'),
    });
    expect(linkNames()).not.toContain('Estilos');
    expect(linkNames()).not.toContain('Reservas');
    expect(linkNames()).toContain('Ajustes');
    expect(within(nav()).getByRole('link', { name: 'Hoy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows superadmins every section, the switched-off ones marked', () => {
    renderAdmin(<AdminPanel tab="posts" switchedOff={['styling']} />, {
      value: authValue(member(), 'superadmin'),
      locale: 'fr',
    });
    expect(within(nav()).getAllByRole('link')).toHaveLength(14);
    expect(within(nav()).getByRole('link', { name: /désactivée/ })).toHaveTextContent(
      '(désactivée)',
    );
  });

  it('opens the drawer from its button, keeps the focus inside, and Escape closes it', async () => {
    renderAdmin(<Panel />, { value: authValue(member(), 'admin') });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Secciones' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = within(nav()).getByRole('button', { name: 'Cerrar secciones' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(nav()).getAllByRole('link').at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('maps URL segments to sections, the day at a glance by default', () => {
    expect(toPanelTab(undefined)).toBe('today');
    expect(toPanelTab('ai-agent')).toBe('ai-agent');
    expect(toPanelTab('reservations')).toBe('reservations');
    expect(toPanelTab('branding/extra')).toBe('branding');
    expect(toPanelTab('nope')).toBe('today');
  });
});
