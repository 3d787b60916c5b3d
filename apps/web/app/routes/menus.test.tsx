import { buildMenuView } from '@bar/domain/catalog/menu-view';
import { CatalogItemInputSchema, type CatalogItem } from '@bar/domain/catalog/schema';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/render-route';

const item = (id: string, fields: object, order = 0): CatalogItem => ({
  ...CatalogItemInputSchema.parse(fields),
  id,
  order,
  createdAt: 1,
  updatedAt: 1,
});

// Route modules render slowly on a busy machine: room for that, not a slower product.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

// The block the API writes into the served /fr/menus page (site/slots/menu.ts), as a guest's
// first load finds it.
beforeAll(() => {
  const view = buildMenuView(
    [
      item('pastor', {
        name: 'Tacos al pastor',
        price: 14.5,
        category: 'food',
        subcategory: 'Tacos',
        translations: { fr: { name: 'Tacos al pastor', description: 'Porc mariné et ananas' } },
      }),
      item('mezcal', { name: 'Mezcal espadín', price: 12, category: 'liquor' }, 1),
      item(
        'margarita',
        {
          name: 'Margarita',
          price: 13,
          category: 'cocktail',
          gallery: ['/api/media/a.webp', '/api/media/b.webp'],
        },
        2,
      ),
    ],
    'fr',
    'CAD',
  );
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'bar-menu';
  block.textContent = JSON.stringify({ ...view, tab: 'food' });
  document.head.append(block);
});

describe('menus page', () => {
  it('shows the French heading, the four tabs and the tenant’s items with prices', async () => {
    renderRoute('/fr/menus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre menu' })).toBeVisible();
    // The board is a module of its own, in once its tabs are.
    const tablist = await screen.findByRole('tablist', { name: 'Sections du menu' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Plats',
      'Spiritueux',
      'Cocktails',
      'Micheladas',
    ]);
    expect(screen.getByRole('tab', { name: 'Plats' })).toHaveAttribute('aria-selected', 'true');
    const food = screen.getByRole('tabpanel', { name: 'Plats' });
    expect(within(food).getByRole('heading', { name: 'Tacos al pastor' })).toBeVisible();
    expect(food).toHaveTextContent(/14,50\s\$/);
    expect(food).toHaveTextContent('Porc mariné et ananas');
  });

  it('moves between tabs with the keyboard, puts the tab in the URL and says when one is empty', async () => {
    const user = userEvent.setup();
    renderRoute('/fr/menus?tab=liquor');
    expect(await screen.findByRole('tab', { name: 'Spiritueux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Spiritueux' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cocktails' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Cocktails' })).toHaveTextContent(
      'Margarita',
    );
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Micheladas' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('tabpanel', { name: 'Micheladas' })).toHaveTextContent(
      'Rien dans cette section pour le moment. Revenez bientôt.',
    );
    const switcher = await screen.findByRole('navigation', { name: 'Changer de langue' });
    await waitFor(() =>
      expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        '/en/menus?tab=michelada',
      ),
    );
  });

  it('opens an item’s pictures in a dialog and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    renderRoute('/fr/menus?tab=cocktail');
    const open = await screen.findByRole('button', {
      name: /Voir les photos et la vidéo.*Margarita/,
    });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Margarita' });
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('links to the PDF menu of its language', async () => {
    renderRoute('/es/menus');
    const open = await screen.findByRole('link', { name: /^Ver el menú en PDF/ });
    expect(open).toHaveAttribute('href', '/menu/menu.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Descargar el PDF' })).toHaveAttribute('download');
  });

  it('marks the current page in the main navigation', async () => {
    renderRoute('/fr/menus');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  });
});
