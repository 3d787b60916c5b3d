import { AgentIdSchema } from '@bar/domain/ai-agent';
import {
  type CatalogItem,
  CatalogItemIdSchema,
  CatalogItemInputSchema,
  type CatalogKind,
  CatalogKindSchema,
} from '@bar/domain/catalog/schema';
import type { JsonObject } from '@bar/domain/merge';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { updateCatalogItem } from '../../../repositories/catalog.js';
import { recordSaveVersion } from '../versions/record-save.js';
import { invalidContent } from '../branding/merge-patch.js';
import versionRoutes from '../versions/index.js';

/** A catalogue item's versions are kept under one key: `agent:kind:id`. */
export const catalogVersionDoc = (agentId: string, kind: CatalogKind, id: string) =>
  `${agentId}:${kind}:${id}`;

function parseDoc(doc: string) {
  const [agentId, kind, id, ...rest] = doc.split(':');
  if (rest.length) return null;
  const agent = AgentIdSchema.safeParse(agentId);
  const list = CatalogKindSchema.safeParse(kind);
  const item = CatalogItemIdSchema.safeParse(id);
  return agent.success && list.success && item.success
    ? { agentId: agent.data, kind: list.data, id: item.data }
    : null;
}

/** What a version of an item keeps: its fields, without the id, its place and the timestamps. */
function itemVersionData(item: CatalogItem): JsonObject {
  const { id: _id, order: _order, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = item;
  return fields;
}

/**
 * Records the item as a save left it (an update passes the item it replaced; a failure never
 * undoes the save).
 */
export async function recordCatalogVersion(
  request: FastifyRequest,
  agentId: string,
  kind: CatalogKind,
  item: CatalogItem,
  before?: CatalogItem | null,
): Promise<void> {
  await recordSaveVersion(
    request,
    {
      area: 'catalog',
      doc: catalogVersionDoc(agentId, kind, item.id),
      data: itemVersionData(item),
      ...(before ? { before: itemVersionData(before) } : {}),
    },
    'catalogue item',
  );
}

/**
 * /api/admin/catalog/versions?doc=agent:kind:id — a catalogue item's saves, with diff and
 * restore; a restore is validated as a save is and keeps the item's place in its list.
 */
const catalogVersionRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area: 'catalog',
    isDoc: (doc) => parseDoc(doc) !== null,
    restore: async (docs, doc, data, request) => {
      const target = parseDoc(doc)!;
      const parsed = CatalogItemInputSchema.safeParse(data);
      if (!parsed.success) throw invalidContent(request, parsed.error);
      const item = await updateCatalogItem(
        docs,
        target.kind,
        target.id,
        parsed.data,
        target.agentId,
      );
      if (!item)
        throw fastify.httpErrors.notFound(
          errorMessage('CATALOG_ITEM_NOT_FOUND', requestLocale(request)),
        );
      return itemVersionData(item);
    },
  });
};

export default catalogVersionRoutes;
