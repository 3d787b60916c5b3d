import type {
  adminAddGalleryContract,
  adminDeleteGalleryContract,
  adminGallerySourcesContract,
  adminListGalleryContract,
  adminPatchGalleryContract,
  adminReorderGalleryContract,
  getGalleryContract,
} from '@bar/domain/api/gallery';
import { endpoint } from '../endpoint';

export type { GallerySourcePicture } from '@bar/domain/api/gallery';
export type {
  GalleryItem,
  GalleryPatch,
  PublicGallery,
  PublicGalleryPicture,
} from '@bar/domain/gallery/schema';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/gallery') : undefined;

/** GET /api/gallery?locale= — the guests' gallery (visible pictures, that language's texts). */
export const getGallery = endpoint<typeof getGalleryContract>(
  'GET /api/gallery',
  contracts?.then((m) => m.getGalleryContract),
);

/** GET /api/admin/gallery — every picture, hidden ones included. */
export const adminListGallery = endpoint<typeof adminListGalleryContract>(
  'GET /api/admin/gallery',
  contracts?.then((m) => m.adminListGalleryContract),
);

/** GET /api/admin/gallery/sources — event and catalogue pictures that can be added. */
export const adminGallerySources = endpoint<typeof adminGallerySourcesContract>(
  'GET /api/admin/gallery/sources',
  contracts?.then((m) => m.adminGallerySourcesContract),
);

/** POST /api/admin/gallery — adds an event or catalogue picture. */
export const adminAddGallery = endpoint<typeof adminAddGalleryContract>(
  'POST /api/admin/gallery',
  contracts?.then((m) => m.adminAddGalleryContract),
);

/** PATCH /api/admin/gallery/:id — alt texts, captions, hidden. */
export const adminPatchGallery = endpoint<typeof adminPatchGalleryContract>(
  'PATCH /api/admin/gallery/:id',
  contracts?.then((m) => m.adminPatchGalleryContract),
);

/** PUT /api/admin/gallery/order — every picture, first to last. */
export const adminReorderGallery = endpoint<typeof adminReorderGalleryContract>(
  'PUT /api/admin/gallery/order',
  contracts?.then((m) => m.adminReorderGalleryContract),
);

/** DELETE /api/admin/gallery/:id — removes a picture (and the files its upload wrote). */
export const adminDeleteGallery = endpoint<typeof adminDeleteGalleryContract>(
  'DELETE /api/admin/gallery/:id',
  contracts?.then((m) => m.adminDeleteGalleryContract),
);
