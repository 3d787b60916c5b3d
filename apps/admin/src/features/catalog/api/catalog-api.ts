import type { ApiClient } from '@bar/client/api-client';
import * as calls from '@bar/client/endpoints/catalog';
import type { CatalogImage } from '@bar/domain/api/catalog';

export type { CatalogImage } from '@bar/domain/api/catalog';
import type { CatalogItemInput, CatalogKind } from '@bar/domain/catalog/schema';
import { sendMultipart } from '../../../components/editor-kit/multipart-upload';

export type { CatalogItem, CatalogKind } from '@bar/domain/catalog/schema';

/** The default agent's catalogue (ai_agents/default/catalog_{kind}). */
const AGENT = 'default';
/** The key an item's versions are kept under (`/api/admin/catalog/versions?doc=`). */
export const catalogVersionDoc = (kind: CatalogKind, id: string) => `${AGENT}:${kind}:${id}`;

const base = (kind: CatalogKind) => `/api/admin/ai-agents/${AGENT}/catalog/${kind}`;

export const listCatalog = (api: ApiClient, kind: CatalogKind) =>
  calls.listCatalog({ params: { agentId: AGENT, kind } }, { client: api });

export const createCatalogItem = (api: ApiClient, kind: CatalogKind, body: CatalogItemInput) =>
  calls.createCatalogItem({ params: { agentId: AGENT, kind }, body }, { client: api });

export const updateCatalogItem = (
  api: ApiClient,
  kind: CatalogKind,
  id: string,
  body: CatalogItemInput,
) => calls.updateCatalogItem({ params: { agentId: AGENT, kind, id }, body }, { client: api });

export const deleteCatalogItem = (api: ApiClient, kind: CatalogKind, id: string) =>
  calls.deleteCatalogItem({ params: { agentId: AGENT, kind, id } }, { client: api });

export const reorderCatalog = (api: ApiClient, kind: CatalogKind, ids: string[]) =>
  calls.reorderCatalog({ params: { agentId: AGENT, kind }, body: { ids } }, { client: api });

/** POST …/images (multipart, field `file`; `uploadCatalogImageContract`): the stored picture and its webp variants. */
export const uploadCatalogImage = (
  kind: CatalogKind,
  file: File,
  token: string | null,
  locale?: string,
) => sendMultipart<CatalogImage>({ url: `${base(kind)}/images`, file, token, locale });
