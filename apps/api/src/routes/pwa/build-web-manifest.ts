import type { JsonObject } from '@bar/domain/merge';
import { bundledBrand } from '@bar/i18n/tenant-brand';
import type { Settings } from '@bar/domain/settings/schema';
import type { WebManifest } from '@bar/domain/site/web-manifest';

/** The site's own colours (apps/web/app/app.css, root.tsx) when the tenant sets none. */
const SITE_THEME_COLOR = '#7a1f12';
const SITE_BACKGROUND = '#fffaf4';
/** The catalogue's neutral brand, when the tenant's branding names none. */
const FALLBACK_NAME = bundledBrand('es');

export interface ManifestSources {
  /** settings/default merged over the schema's defaults (settings.pwa has the spec defaults). */
  settings: Settings;
  /** The stored settings document (the theme colour lives outside settings.pwa). */
  stored: JsonObject | null;
  brandName: string;
  tagline: string;
}

const storedThemeColor = (stored: JsonObject | null): string | undefined => {
  const website = stored?.website as { theme?: { meta?: { themeColor?: { light?: unknown } } } };
  const light = website?.theme?.meta?.themeColor?.light;
  return typeof light === 'string' && light ? light : undefined;
};

/**
 * settings.pwa as a Web App Manifest (start URL and id the Spanish home, scope the
 * root, standalone, portrait). Empty names fall back to the tenant's brand.
 */
export function buildWebManifest({
  settings,
  stored,
  brandName,
  tagline,
}: ManifestSources): WebManifest {
  const { pwa } = settings;
  const name = pwa.name || brandName || FALLBACK_NAME;
  return {
    id: pwa.id,
    name,
    short_name: pwa.shortName || name,
    description: pwa.description || tagline,
    lang: settings.website.i18n.defaultLocale,
    dir: 'ltr',
    start_url: pwa.startUrl,
    scope: pwa.scope,
    display: pwa.display,
    ...(pwa.displayOverride.length > 0 ? { display_override: pwa.displayOverride } : {}),
    orientation: pwa.orientation,
    theme_color: storedThemeColor(stored) ?? SITE_THEME_COLOR,
    background_color: SITE_BACKGROUND,
    categories: ['food'],
    // The schema's defaults are the images the web build ships under /icons/pwa/ (rendered
    // from the favicon by apps/web/app/features/pwa/sw/make-icons.mjs).
    icons: pwa.icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
    screenshots: pwa.screenshots.map(({ src, sizes, type, label, form_factor }) => ({
      src,
      sizes,
      type,
      label: label || name,
      form_factor,
    })),
  };
}
