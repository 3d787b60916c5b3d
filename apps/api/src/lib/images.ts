import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@bar/domain/events/constants';
import sharp from 'sharp';

export interface WebpVariant {
  width: number;
  data: Buffer;
}

/** Formats sharp decodes and that gain from raster variants (SVG scales by itself). */
const RASTER = /^image\/(jpeg|png|webp|gif|avif|heic|heif|tiff)$/;

export const wantsVariants = (contentType: string): boolean => RASTER.test(contentType);

/**
 * The configured widths up to the original's (spec: device widths 640…3840); an image narrower
 * than the smallest still gets one webp at its own width, so every picture has a webp.
 */
export function variantWidths(originalWidth: number, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  const fitting = widths.filter((width) => width <= originalWidth);
  return fitting.length ? fitting : [originalWidth];
}

/** Width as displayed: EXIF orientations 5-8 turn the picture a quarter, swapping its sides. */
export async function displayWidth(data: Buffer): Promise<number | null> {
  try {
    const meta = await sharp(data).metadata();
    if (!meta.width || !meta.height) return null;
    return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  } catch {
    return null;
  }
}

/**
 * The responsive webp variants of an image (quality 75), upright per its EXIF orientation. Null
 * when sharp cannot read the bytes (a corrupt or unsupported picture).
 * https://sharp.pixelplumbing.com/api-resize
 */
export async function webpVariants(data: Buffer, widths: readonly number[] = IMAGE_WIDTHS): Promise<WebpVariant[] | null> {
  const width = await displayWidth(data);
  if (!width) return null;
  try {
    return await Promise.all(
      variantWidths(width, widths).map(async (target) => ({
        width: target,
        data: await sharp(data).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: IMAGE_QUALITY }).toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}
