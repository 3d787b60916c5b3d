import {
  GalleryEditSchema,
  type GalleryItem,
  GalleryItemIdSchema,
} from '@bar/domain/gallery/schema';
import type { JsonObject } from '@bar/domain/merge';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { patchGalleryItem } from '../../../repositories/gallery.js';
import { recordSaveVersion } from '../versions/record-save.js';
import { invalidContent } from '../branding/merge-patch.js';
import versionRoutes from '../versions/index.js';
import { notFound } from './shared.js';

/** What a version of a picture keeps: what staff edit on it (its texts and whether guests see it). */
function pictureVersionData(item: GalleryItem): JsonObject {
  return { alt: item.alt, caption: item.caption, hidden: item.hidden };
}

/**
 * Records the picture as an add or a save left it, keyed by its id (a save passes the picture it
 * replaced; a failure never undoes it).
 */
export const recordGalleryVersion = (
  request: FastifyRequest,
  item: GalleryItem,
  before?: GalleryItem | null,
): Promise<void> =>
  recordSaveVersion(
    request,
    {
      area: 'gallery',
      doc: item.id,
      data: pictureVersionData(item),
      ...(before ? { before: pictureVersionData(before) } : {}),
    },
    'gallery picture',
  );

/**
 * /api/admin/gallery/versions?doc=<picture id>: a picture's saves, with diff and restore; a
 * restore is validated as the picture form is and keeps the picture's file and place.
 */
const galleryVersionRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area: 'gallery',
    isDoc: (doc) => GalleryItemIdSchema.safeParse(doc).success,
    restore: async (docs, doc, data, request) => {
      const parsed = GalleryEditSchema.safeParse(data);
      if (!parsed.success) throw invalidContent(request, parsed.error);
      const item = await patchGalleryItem(docs, doc, parsed.data);
      if (!item) throw notFound(fastify, request);
      return pictureVersionData(item);
    },
  });
};

export default galleryVersionRoutes;
