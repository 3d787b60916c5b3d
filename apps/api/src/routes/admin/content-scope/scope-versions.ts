import type { JsonObject } from '@bar/domain/merge';
import { OrderKeySchema } from '@bar/domain/i18n/schema';
import { type Scope, SCOPES } from '@bar/domain/i18n/scopes';
import { type Locale, LOCALES } from '@bar/domain/locale';
import type { VersionArea } from '@bar/domain/versions/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadMetadata, metadataDocPath } from '../../../repositories/metadata.js';
import {
  loadTranslations,
  translationDocPath,
  writeAll,
} from '../../../repositories/translations.js';
import { recordVersion } from '../../../repositories/versions.js';
import type { DocumentStore, WriteOp } from '../../../stores/document-store.js';
import versionRoutes from '../versions/index.js';

/*
 * Versions of the metadata and translation tables. One version per scope table, all three
 * locales at once: doc key `global`, `site` or `page:{routeKey}` (the same keys as the saved row
 * orders), data `{ name: { es, en, fr } }` as the editor shows it.
 */

type Area = Extract<VersionArea, 'meta' | 'i18n'>;
interface TableRef {
  scope: Scope;
  page?: string;
}

const docKey = ({ scope, page }: TableRef): string =>
  scope === 'page' ? `page:${page ?? 'home'}` : scope;

const refOf = (doc: string): TableRef =>
  doc.startsWith('page:')
    ? { scope: 'page', page: doc.slice('page:'.length) }
    : { scope: doc as Scope };

const pathOf = (area: Area, ref: TableRef, locale: Locale): string =>
  area === 'meta'
    ? metadataDocPath({ scope: ref.scope, routeKey: ref.page ?? 'home' }, locale)
    : translationDocPath(ref, locale);

async function readTable(docs: DocumentStore, area: Area, ref: TableRef): Promise<JsonObject> {
  return area === 'meta'
    ? loadMetadata(docs, { scope: ref.scope, routeKey: ref.page ?? 'home' }, LOCALES)
    : loadTranslations(docs, ref, LOCALES);
}

/** Replaces every locale document of the table with the version's texts. */
async function writeTable(
  docs: DocumentStore,
  area: Area,
  ref: TableRef,
  data: JsonObject,
): Promise<void> {
  const perLocale = new Map<Locale, Record<string, string>>(LOCALES.map((l) => [l, {}]));
  for (const [name, values] of Object.entries(data)) {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) continue;
    for (const locale of LOCALES) {
      const text = (values as Record<string, unknown>)[locale];
      if (typeof text === 'string') perLocale.get(locale)![name] = text;
    }
  }
  const ops = [...perLocale].map(([locale, fields]): WriteOp => ({
    type: 'set',
    path: pathOf(area, ref, locale),
    data: fields,
  }));
  await writeAll(docs, ops);
}

/** The tables a successful write of this request changed (none for reads, orders, restores). */
function touchedTables(request: FastifyRequest): TableRef[] {
  const url = request.routeOptions.url ?? '';
  if (request.method === 'GET' || url.includes('/versions') || url.includes('/order/')) return [];
  const params = request.params as { scope?: Scope };
  const query = request.query as { page?: string; routeKey?: string };
  const page = query.page ?? query.routeKey;
  if (url.endsWith('/move')) {
    const body = request.body as { from: Scope; to: Scope; page?: string };
    // A move saves in `to` and deletes from the other two scopes.
    return SCOPES.filter((scope) => scope !== 'page' || body.page).map((scope) => ({
      scope,
      page: body.page,
    }));
  }
  return params.scope ? [{ scope: params.scope, page }] : [];
}

/**
 * Keeps a version after every successful save, delete or move of a metadata or translation
 * table, and serves `<area>/versions` (list, one version, restore) to staff.
 */
export async function scopeVersions(fastify: FastifyInstance, area: Area): Promise<void> {
  // Each written table as it was before the write: a table's baseline version when it has none.
  const before = new WeakMap<FastifyRequest, Map<string, JsonObject>>();
  const tablesOf = (request: FastifyRequest) =>
    touchedTables(request).filter((ref) => ref.scope !== 'page' || ref.page);
  fastify.addHook('preHandler', async (request) => {
    const refs = tablesOf(request);
    if (refs.length === 0) return;
    const tables = await Promise.all(refs.map((ref) => readTable(request.docs, area, ref)));
    before.set(request, new Map(refs.map((ref, i) => [docKey(ref), tables[i]!])));
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    for (const ref of tablesOf(request)) {
      try {
        await recordVersion(request.docs, {
          area,
          doc: docKey(ref),
          by: request.identity?.email ?? null,
          data: await readTable(request.docs, area, ref),
          before: before.get(request)?.get(docKey(ref)) ?? null,
        });
      } catch (err) {
        request.log.warn({ err, area }, 'versions: recording a version failed');
      }
    }
    return payload;
  });
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area,
    isDoc: (doc) => OrderKeySchema.safeParse(doc).success,
    restore: async (docs, doc, data) => {
      const ref = refOf(doc);
      await writeTable(docs, area, ref, data);
      return readTable(docs, area, ref);
    },
  });
}
