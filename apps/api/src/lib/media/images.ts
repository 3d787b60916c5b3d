import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@bar/domain/events/constants';
import { type ImageOrientation, imageOrientation } from '@bar/domain/events/image-orientation';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { BlobStore } from '../../stores/blobs/blob-store.js';
import { mediaPath } from './media-path.js';

export interface WebpVariant {
  width: number;
  data: Buffer;
}

/** Formats sharp decodes and that gain from raster variants (SVG scales by itself). */
const RASTER = /^image\/(jpeg|png|webp|gif|avif|heic|heif|tiff)$/;

export const wantsVariants = (contentType: string): boolean => RASTER.test(contentType);

/**
 * The most pixels an uploaded picture may have (about 40 MP, e.g. 8000 × 5000): a small file can
 * declare a huge canvas (a 31 KB PNG of 16000 × 16000 decodes to 1 GB), so the header is checked
 * before anything is decoded, and sharp refuses beyond it too.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The picture is larger than MAX_INPUT_PIXELS: the caller answers 413. */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width} × ${height} is more than ${MAX_INPUT_PIXELS} pixels`);
    this.name = 'TooManyPixelsError';
  }
}

/**
 * One resize at a time per instance: decoding and encoding are memory- and CPU-hungry (tens of
 * MB per picture), so concurrent uploads wait their turn instead of adding up.
 */
let queue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The configured widths up to the original's (spec: device widths 640…3840); an image narrower
 * than the smallest still gets one webp at its own width, so every picture has a webp.
 */
export function variantWidths(
  originalWidth: number,
  widths: readonly number[] = IMAGE_WIDTHS,
): number[] {
  const fitting = widths.filter((width) => width <= originalWidth);
  return fitting.length ? fitting : [originalWidth];
}

interface Header {
  width: number;
  height: number;
  /** Width as displayed: EXIF orientations 5-8 turn the picture a quarter, swapping its sides. */
  displayWidth: number;
}

/** The picture's size from its header (nothing decoded); null when sharp cannot read it. */
async function readHeader(data: Buffer): Promise<Header | null> {
  try {
    const meta = await sharp(data).metadata();
    if (!meta.width || !meta.height) return null;
    const height = meta.pageHeight && meta.pages ? meta.pageHeight : meta.height;
    return {
      width: meta.width,
      height,
      displayWidth: (meta.orientation ?? 1) >= 5 ? height : meta.width,
    };
  } catch {
    return null;
  }
}

/**
 * Throws TooManyPixelsError when the picture's header declares more than MAX_INPUT_PIXELS; bytes
 * sharp cannot read pass (nothing will decode them). Reads the header only.
 */
export async function checkPixelLimit(data: Buffer): Promise<void> {
  const header = await readHeader(data);
  if (header && header.width * header.height > MAX_INPUT_PIXELS)
    throw new TooManyPixelsError(header.width, header.height);
}

/**
 * The responsive webp variants of an image (quality 75), upright per its EXIF orientation. Null
 * when sharp cannot read the bytes (a corrupt or unsupported picture); TooManyPixelsError beyond
 * MAX_INPUT_PIXELS. The picture is decoded once, to the largest variant's size, and the smaller
 * ones are made from that; one image at a time per instance (`oneAtATime`). `effort` (0-6)
 * trades encoding time for size: uploads keep sharp's default, the boot-time seed goes faster.
 * https://sharp.pixelplumbing.com/api-resize
 */
export async function webpVariants(
  data: Buffer,
  { widths = IMAGE_WIDTHS, effort = 4 }: { widths?: readonly number[]; effort?: number } = {},
): Promise<WebpVariant[] | null> {
  const header = await readHeader(data);
  if (!header) return null;
  await checkPixelLimit(data);
  const targets = variantWidths(header.displayWidth, widths).sort((a, b) => b - a);
  return oneAtATime(async () => {
    try {
      // The one decode: upright, at the largest width wanted, as raw pixels.
      const largest = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: targets[0], withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = largest.info;
      const raw = { raw: { width, height, channels } };
      const variants: WebpVariant[] = [];
      for (const target of targets) {
        variants.push({
          width: target,
          data: await sharp(largest.data, raw)
            .resize({ width: target, withoutEnlargement: true })
            .webp({ quality: IMAGE_QUALITY, effort })
            .toBuffer(),
        });
      }
      return variants.reverse();
    } catch {
      return null;
    }
  });
}

/** Stored pictures larger than this are not read to learn their orientation. */
const ORIENTATION_READ_LIMIT = 8 * 1024 * 1024;

/**
 * The orientation of a picture the API serves itself (`/api/media/…`), read from the stored
 * file's header; null for another origin's picture, a missing or unreadable file, a failed read.
 */
export async function storedImageOrientation(
  files: BlobStore,
  url: string,
): Promise<ImageOrientation | null> {
  const path = mediaPath(url);
  if (!path) return null;
  // A store that fails here costs the page the orientation only, never the picture.
  const read = await files.get(path).catch(() => null);
  if (!read) return null;
  if (read.metadata.size > ORIENTATION_READ_LIMIT) {
    read.body.destroy();
    return null;
  }
  const data = await buffer(read.body).catch(() => null);
  const header = data && (await readHeader(data));
  if (!header) return null;
  const turned = header.displayWidth !== header.width;
  return imageOrientation(header.displayWidth, turned ? header.width : header.height);
}
