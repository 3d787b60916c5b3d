import { z } from 'zod';
import {
  GALLERY_LOCALES,
  GalleryAddSchema,
  GalleryItemIdSchema,
  GalleryItemSchema,
  GalleryOrderSchema,
  GalleryPatchSchema,
  PublicGallerySchema,
} from '../gallery/schema.js';
import { defineContract } from './contract.js';

export const GalleryQuerySchema = z.object({ locale: z.enum(GALLERY_LOCALES) });

/**
 * GET /api/gallery?locale= — the guests' gallery: visible pictures in staff's order, with the
 * texts of that language and a srcset from the stored variants. Cached like the other public reads.
 */
export const getGalleryContract = defineContract({
  method: 'GET',
  path: '/api/gallery',
  summary: "The tenant's gallery for guests",
  tags: ['gallery'],
  query: GalleryQuerySchema,
  response: PublicGallerySchema,
  errors: [400],
});

// The back office (staff only: the auth hook answers 401 and 403).
const STAFF = ['admin', 'gallery'] as const;

export const AdminGalleryListSchema = z.object({ items: z.array(GalleryItemSchema) });
export const GalleryItemParamsSchema = z.object({ id: GalleryItemIdSchema });

/** GET /api/admin/gallery — every picture, hidden ones included, in staff's order. */
export const adminListGalleryContract = defineContract({
  method: 'GET',
  path: '/api/admin/gallery',
  summary: 'All gallery pictures (hidden ones included)',
  tags: STAFF,
  response: AdminGalleryListSchema,
  errors: [400],
});

/**
 * POST /api/admin/gallery/images — multipart, field `file`: an image (type sniffed from the
 * bytes, else 415; over the image size limit 413), stored with its webp variants and added last
 * to the gallery (201). A full gallery answers 409 and keeps no file.
 */
export const adminUploadGalleryContract = defineContract({
  method: 'POST',
  path: '/api/admin/gallery/images',
  summary: 'Upload a gallery picture (multipart, field "file")',
  tags: STAFF,
  status: 201,
  response: GalleryItemSchema,
  errors: [400, 409, 413, 415],
});

/**
 * POST /api/admin/gallery — adds one of the tenant's own event or catalogue pictures (the
 * candidates come from GET /api/admin/gallery/sources); a picture that is not one of them → 400.
 */
export const adminAddGalleryContract = defineContract({
  method: 'POST',
  path: '/api/admin/gallery',
  summary: 'Add an event or catalogue picture to the gallery',
  tags: STAFF,
  body: GalleryAddSchema,
  status: 201,
  response: GalleryItemSchema,
  errors: [400, 409],
});

export const GallerySourcePictureSchema = z.object({
  source: z.enum(['event', 'catalog']),
  /** Where it comes from, for staff (the event's title, the product's name). */
  label: z.string(),
  url: z.string(),
  resized: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
});
export type GallerySourcePicture = z.output<typeof GallerySourcePictureSchema>;

/** GET /api/admin/gallery/sources — the event and catalogue pictures staff may add. */
export const adminGallerySourcesContract = defineContract({
  method: 'GET',
  path: '/api/admin/gallery/sources',
  summary: 'Event and catalogue pictures that can be added to the gallery',
  tags: STAFF,
  response: z.object({ items: z.array(GallerySourcePictureSchema) }),
  errors: [400],
});

/** PATCH /api/admin/gallery/:id — alt texts, captions, hidden. */
export const adminPatchGalleryContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/gallery/:id',
  summary: "Change a gallery picture's texts or visibility",
  tags: STAFF,
  params: GalleryItemParamsSchema,
  body: GalleryPatchSchema,
  response: GalleryItemSchema,
  errors: [400, 404],
});

/** PUT /api/admin/gallery/order — `{ ids }`, every picture first to last (drag and drop). */
export const adminReorderGalleryContract = defineContract({
  method: 'PUT',
  path: '/api/admin/gallery/order',
  summary: 'Reorder the gallery',
  tags: STAFF,
  body: GalleryOrderSchema,
  response: AdminGalleryListSchema,
  errors: [400, 404],
});

/** DELETE /api/admin/gallery/:id — removes the picture, and its files when it uploaded them. */
export const adminDeleteGalleryContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/gallery/:id',
  summary: 'Remove a gallery picture',
  tags: STAFF,
  params: GalleryItemParamsSchema,
  status: 204,
  response: z.null(),
  errors: [400, 404],
});
