import type { MenuView } from '@bar/domain/catalog/menu-view';
import { apiClient, type ApiClient } from './api-client';

export type { MenuView, MenuViewItem } from '@bar/domain/catalog/menu-view';

/** GET /api/menu?locale= — the guest menu in a language (active products available today). */
export async function getMenu(
  locale: 'es' | 'en' | 'fr',
  options: { signal?: AbortSignal } = {},
  client: ApiClient = apiClient,
): Promise<MenuView> {
  const body = await client.get<MenuView | null>('/api/menu', {
    query: { locale },
    token: null,
    signal: options.signal,
  });
  if (!body || !Array.isArray(body.sections)) throw new Error('menu: unexpected answer');
  return body;
}
