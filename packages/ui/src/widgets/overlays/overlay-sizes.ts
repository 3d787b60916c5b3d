/** The loader's box is 1.4 times the logo, leaving a ring around it (spec §9). */
export const LOADER_SCALE = 1.4;
export const DEFAULT_LOGO_SIZE = 64;
/** Success and failure images default to 120 × 120 (spec §9). */
export const RESULT_IMAGE_SIZE = 120;

export function loaderBoxSize(logoSize: number): number {
  return Math.round(logoSize * LOADER_SCALE * 100) / 100;
}
