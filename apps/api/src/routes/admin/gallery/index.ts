import {
  adminAddGalleryContract,
  adminDeleteGalleryContract,
  adminGallerySourcesContract,
  adminListGalleryContract,
  adminPatchGalleryContract,
  adminReorderGalleryContract,
} from '@bar/domain/api/gallery';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import {
  addGalleryItem,
  deleteGalleryItem,
  gallerySources,
  listGallery,
  patchGalleryItem,
  readGalleryItem,
  reorderGallery,
} from '../../../repositories/gallery.js';
import { deleteFiles } from '../events/media-files.js';
import uploadGalleryImage from './upload-gallery-image.js';
import galleryVersionRoutes, { recordGalleryVersion } from './gallery-versions.js';
import { galleryFull, isLibraryPicture, notFound, ownGalleryPaths } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** GET /api/admin/gallery — every picture, hidden ones included. */
const list: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminListGalleryContract),
    handler: async (request) => ({ items: await listGallery(request.docs) }),
  });
  done();
};

/** GET /api/admin/gallery/sources — the tenant's event and catalogue pictures. */
const sources: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminGallerySourcesContract),
    handler: async (request) => ({ items: await gallerySources(request.docs) }),
  });
  done();
};

/**
 * POST /api/admin/gallery — adds an event or catalogue picture: only one the sources list holds
 * (so nobody adds another tenant's file or a stranger's URL); its variants are the stored ones.
 * A media library picture (`source: 'library'`) must be one of the tenant's stored images
 * outside the editors' folders; it has no variants, and deleting it from the gallery keeps it.
 */
const add: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminAddGalleryContract),
    handler: async (request, reply) => {
      const { source, url, alt, caption } = request.body;
      const known =
        source === 'library'
          ? (await isLibraryPicture(request, url))
            ? { resized: [] }
            : undefined
          : (await gallerySources(request.docs)).find(
              (candidate) => candidate.url === url && candidate.source === source,
            );
      if (!known)
        throw fastify.httpErrors.badRequest(
          errorMessage('GALLERY_PICTURE_UNKNOWN', requestLocale(request)),
        );
      const item = await addGalleryItem(request.docs, {
        source,
        url,
        resized: known.resized,
        alt,
        caption,
      });
      if (item === 'full') throw galleryFull(fastify, request);
      await recordGalleryVersion(request, item);
      return reply.code(201).send(item);
    },
  });
  done();
};

/** PATCH /api/admin/gallery/:id — alt texts, captions, hidden (each save keeps a version). */
const patch: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminPatchGalleryContract),
    handler: async (request) => {
      const before = await readGalleryItem(request.docs, request.params.id);
      const item = await patchGalleryItem(request.docs, request.params.id, request.body);
      if (!item) throw notFound(fastify, request);
      await recordGalleryVersion(request, item, before);
      return item;
    },
  });
  done();
};

/** PUT /api/admin/gallery/order — an unknown id changes nothing (404). */
const reorder: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminReorderGalleryContract),
    handler: async (request) => {
      const items = await reorderGallery(request.docs, request.body.ids);
      if (items === 'unknown') throw notFound(fastify, request);
      return { items };
    },
  });
  done();
};

/** DELETE /api/admin/gallery/:id — the document first, then the files its upload wrote. */
const remove: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminDeleteGalleryContract),
    handler: async (request, reply) => {
      const item = await deleteGalleryItem(request.docs, request.params.id);
      if (!item) throw notFound(fastify, request);
      await deleteFiles(request.files, ownGalleryPaths(item), (err) =>
        request.log.warn({ err }, 'could not delete a gallery file'),
      );
      return reply.code(204).send(null);
    },
  });
  done();
};

/** /api/admin/gallery: the gallery tab's API (staff only, never cached). One plugin per endpoint. */
const adminGalleryRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(list);
  await fastify.register(sources);
  await fastify.register(add);
  await fastify.register(uploadGalleryImage);
  await fastify.register(reorder);
  await fastify.register(patch);
  await fastify.register(remove);
  await fastify.register(galleryVersionRoutes);
};

export default adminGalleryRoutes;
