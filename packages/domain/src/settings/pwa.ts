import { z } from 'zod';

/** The icon sizes the default manifest lists (spec: 48 to 512 px). */
export const PWA_ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

export const PwaIconSchema = z.looseObject({
  src: z.string().min(1),
  sizes: z.string().regex(/^\d+x\d+( \d+x\d+)*$|^any$/, 'e.g. 192x192'),
  type: z.string().default('image/png'),
  purpose: z.enum(['any', 'maskable']).default('any'),
});

export const PwaScreenshotSchema = z.looseObject({
  src: z.string().min(1),
  sizes: z.string().regex(/^\d+x\d+$/, 'e.g. 1280x720'),
  type: z.string().default('image/png'),
  label: z.string().default(''),
  form_factor: z.enum(['wide', 'narrow']).default('narrow'),
});

const defaultIcons = () => [
  ...PWA_ICON_SIZES.map((size) => ({
    src: `/icons/pwa/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any' as const,
  })),
  ...[192, 512].map((size) => ({
    src: `/icons/pwa/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable' as const,
  })),
];

/**
 * settings.pwa: the web manifest. Defaults from the spec: start URL and id are the Spanish home
 * (`/es`), scope is the root, display standalone, orientation portrait.
 */
export const PwaSchema = z.looseObject({
  name: z.string().default(''),
  shortName: z.string().default(''),
  description: z.string().default(''),
  startUrl: z.string().min(1).default('/es'),
  scope: z.string().min(1).default('/'),
  id: z.string().min(1).default('/es'),
  display: z.enum(['fullscreen', 'standalone', 'minimal-ui', 'browser']).default('standalone'),
  displayOverride: z.array(z.string()).default([]),
  orientation: z
    .enum([
      'any',
      'natural',
      'landscape',
      'portrait',
      'portrait-primary',
      'portrait-secondary',
      'landscape-primary',
      'landscape-secondary',
    ])
    .default('portrait'),
  icons: z.array(PwaIconSchema).default(defaultIcons),
  // None by default: a screenshot shows one restaurant's site, so each tenant lists its own.
  screenshots: z.array(PwaScreenshotSchema).default(() => []),
});

export type Pwa = z.output<typeof PwaSchema>;
