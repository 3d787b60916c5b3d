import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('menus page', () => {
  it('shows the French heading and the four sections as a tablist', async () => {
    renderRoute('/fr/menus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre menu' })).toBeVisible();
    const tablist = screen.getByRole('tablist', { name: 'Sections du menu' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Plats',
      'Spiritueux',
      'Cocktails',
      'Micheladas',
    ]);
    expect(screen.getByRole('tab', { name: 'Plats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Plats' })).toHaveTextContent('Tacos al pastor');
  });

  it('moves between sections with the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute('/en/menus');
    await user.click(await screen.findByRole('tab', { name: 'Food' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Liquor' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Liquor' })).toHaveTextContent('mezcals');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Micheladas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('links to the PDF menu and to the same page in the other languages', async () => {
    renderRoute('/es/menus?tab=food#pdf');
    const open = await screen.findByRole('link', { name: /^Ver el menú en PDF/ });
    expect(open).toHaveAttribute('href', '/menu/menu.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Descargar el PDF' })).toHaveAttribute('download');
    const switcher = screen.getByRole('navigation', { name: 'Cambiar idioma' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/menus?tab=food#pdf',
    );
    expect(within(switcher).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/menus?tab=food#pdf',
    );
    expect(within(switcher).queryByRole('link', { name: 'Español' })).toBeNull();
  });

  it('marks the current page in the main navigation', async () => {
    renderRoute('/fr/menus');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toHaveAttribute(
      'href',
      '/fr/reservas',
    );
  });
});
