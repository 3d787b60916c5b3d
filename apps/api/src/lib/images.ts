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
export function variantWidths(
  originalWidth: number,
  widths: readonly number[] = IMAGE_WIDTHS,
): number[] {
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
 * when sharp cannot read the bytes (a corrupt or unsupported picture). `effort` (0-6) trades
 * encoding time for size: uploads keep sharp's default, the boot-time seed goes faster.
 * https://sharp.pixelplumbing.com/api-resize
 */
export async function webpVariants(
  data: Buffer,
  { widths = IMAGE_WIDTHS, effort = 4 }: { widths?: readonly number[]; effort?: number } = {},
): Promise<WebpVariant[] | null> {
  const width = await displayWidth(data);
  if (!width) return null;
  try {
    return await Promise.all(
      variantWidths(width, widths).map(async (target) => ({
        width: target,
        data: await sharp(data)
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: IMAGE_QUALITY, effort })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}
