import { ApiError, type ApiClient } from '@bar/client/api-client';
import type { CatalogItem, CatalogItemInput, CatalogKind } from '@bar/domain/catalog/schema';

export type { CatalogItem, CatalogKind } from '@bar/domain/catalog/schema';
export type CatalogImage = Pick<CatalogItem, 'photoUrl' | 'photoResized'>;

/** The default agent's catalogue (ai_agents/default/catalog_{kind}). */
const base = (kind: CatalogKind) => `/api/admin/ai-agents/default/catalog/${kind}`;
const itemPath = (kind: CatalogKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

export const listCatalog = (api: ApiClient, kind: CatalogKind) =>
  api.get<{ items: CatalogItem[] }>(base(kind));

export const createCatalogItem = (api: ApiClient, kind: CatalogKind, body: CatalogItemInput) =>
  api.request<CatalogItem>(base(kind), { method: 'POST', body });

export const updateCatalogItem = (
  api: ApiClient,
  kind: CatalogKind,
  id: string,
  body: CatalogItemInput,
) => api.request<CatalogItem>(itemPath(kind, id), { method: 'PUT', body });

export const deleteCatalogItem = (api: ApiClient, kind: CatalogKind, id: string) =>
  api.request<unknown>(itemPath(kind, id), { method: 'DELETE' });

export const reorderCatalog = (api: ApiClient, kind: CatalogKind, ids: string[]) =>
  api.request<{ items: CatalogItem[] }>(`${base(kind)}/order`, { method: 'PUT', body: { ids } });

/** POST …/images (multipart, field `file`): the stored picture and its webp variants. */
export async function uploadCatalogImage(
  kind: CatalogKind,
  file: File,
  token: string | null,
): Promise<CatalogImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`${base(kind)}/images`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json().catch(() => undefined)) as
    CatalogImage | { error?: { code?: string; message?: string } } | undefined;
  if (!res.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? 'upload_failed',
      error?.message ?? res.statusText,
    );
  }
  return body as CatalogImage;
}
