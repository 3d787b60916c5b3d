import { PWA_ICON_SIZES } from '@bar/domain/settings/pwa';

/*
 * The images the web build ships under /icons/pwa/ (apps/web/public/icons/pwa, rendered from the
 * favicon by apps/web/app/features/pwa/build/make-icons.mjs; screenshots of the demo site).
 * A tenant that stores no icons or screenshots in settings.pwa gets these.
 */
const png = (src: string, size: string) => ({ src, sizes: size, type: 'image/png' });

export const SHIPPED_ICONS = [
  ...PWA_ICON_SIZES.map((size) => ({
    ...png(`/icons/pwa/icon-${size}.png`, `${size}x${size}`),
    purpose: 'any' as const,
  })),
  ...[192, 512].map((size) => ({
    ...png(`/icons/pwa/maskable-${size}.png`, `${size}x${size}`),
    purpose: 'maskable' as const,
  })),
];

export const SHIPPED_SCREENSHOTS = [
  { ...png('/icons/pwa/screenshot-wide.png', '1280x720'), form_factor: 'wide' as const },
  { ...png('/icons/pwa/screenshot-narrow.png', '720x1280'), form_factor: 'narrow' as const },
];
