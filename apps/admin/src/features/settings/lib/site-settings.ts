import { LOCALES, type Locale } from '@bar/domain/locale';
import { SHOP_ITEM_KINDS } from '@bar/domain/checkout/schema';
import { ADSENSE_FORMATS, type Settings } from '@bar/domain/settings/schema';
import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';

export const DISPLAYS = ['standalone', 'fullscreen', 'minimal-ui', 'browser'] as const;
export const ORIENTATIONS = [
  'portrait',
  'any',
  'natural',
  'landscape',
  'portrait-primary',
  'portrait-secondary',
  'landscape-primary',
  'landscape-secondary',
] as const;
export const ICON_MIN_PX = 48;
export const ICON_MAX_PX = 512;

/** The messages of the form's own checks, in the panel's language (ids of `settingsTab.errors`). */
export type SiteErrorText = (
  id:
    | 'url'
    | 'path'
    | 'color'
    | 'iconSizes'
    | 'sizes'
    | 'required'
    | 'locales'
    | 'shopId'
    | 'shopIdTaken'
    | 'price'
    | 'stripeKey'
    | 'stripeTable'
    | 'stripeBoth',
) => string;

/** A price as staff type it (`25`, `25.5`, `25,50`), in cents; null when it is not one. */
export function priceCentsOf(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the price field shows them: 2500 → "25.00". */
export const priceTextOf = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The shop's prices: from 1.00 to 10,000.00 (the checkout's bounds). */
export const PRICE_MIN_CENTS = 100;
export const PRICE_MAX_CENTS = 1_000_000;

/** `192x192` or several (`48x48 96x96`), each side 48 to 512 px, or `any`. */
export const iconSizesOk = (value: string): boolean =>
  value === 'any' ||
  (/^\d+x\d+( \d+x\d+)*$/.test(value) &&
    value
      .split(' ')
      .flatMap((size) => size.split('x').map(Number))
      .every((px) => px >= ICON_MIN_PX && px <= ICON_MAX_PX));

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The website, PWA and AdSense groups of the settings form, checked as the spec says. */
export function siteFormSchema(error: SiteErrorText) {
  const text = z.string().max(2000);
  const urlOrEmpty = text.refine((v) => v === '' || isUrl(v), error('url'));
  const pathOrUrl = text.refine((v) => v === '' || v.startsWith('/') || isUrl(v), error('path'));
  const requiredPath = z
    .string()
    .min(1, error('required'))
    .refine((v) => v.startsWith('/') || isUrl(v), error('path'));
  const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, error('color'));
  return z.object({
    website: z.object({
      url: urlOrEmpty,
      favicon: pathOrUrl,
      ogImage: pathOrUrl,
      fontHeadings: text,
      fontBody: text,
      aliasLight: z.string().trim().min(1, error('required')),
      aliasDark: z.string().trim().min(1, error('required')),
      initialSlot: z.enum(['light', 'dark']),
      colorLight: color,
      colorDark: color,
      defaultLocale: z.enum(LOCALES),
      supported: z
        .object({ es: z.boolean(), en: z.boolean(), fr: z.boolean() })
        .refine((s) => s.es || s.en || s.fr, error('locales')),
    }),
    pwa: z.object({
      name: text,
      shortName: text,
      description: text,
      startUrl: requiredPath,
      scope: requiredPath,
      id: requiredPath,
      display: z.enum(DISPLAYS),
      orientation: z.enum(ORIENTATIONS),
      icons: z.array(
        z.object({
          src: requiredPath,
          sizes: z.string().refine(iconSizesOk, error('iconSizes')),
          type: text,
          purpose: z.enum(['any', 'maskable']),
        }),
      ),
      screenshots: z.array(
        z.object({
          src: requiredPath,
          sizes: z.string().regex(/^\d+x\d+$/, error('sizes')),
          type: text,
          label: text,
          form_factor: z.enum(['wide', 'narrow']),
        }),
      ),
    }),
    shop: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, error('shopId')),
          kind: z.enum(SHOP_ITEM_KINDS),
          nameEs: z.string().trim().min(1, error('required')).max(120),
          nameEn: z.string().trim().min(1, error('required')).max(120),
          nameFr: z.string().trim().min(1, error('required')).max(120),
          price: z.string().refine((value) => {
            const cents = priceCentsOf(value);
            return cents !== null && cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS;
          }, error('price')),
        }),
      )
      .max(50)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.id))
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: error('shopIdTaken') });
          seen.add(item.id);
        });
      }),
    stripe: z
      .object({
        publishableKey: z
          .string()
          .trim()
          .refine(
            (v) => v === '' || /^pk_(test|live)_[A-Za-z0-9]{8,250}$/.test(v),
            error('stripeKey'),
          ),
        pricingTableId: z
          .string()
          .trim()
          .refine((v) => v === '' || /^prctbl_[A-Za-z0-9]{8,250}$/.test(v), error('stripeTable')),
      })
      .refine((v) => (v.publishableKey === '') === (v.pricingTableId === ''), {
        path: ['pricingTableId'],
        message: error('stripeBoth'),
      }),
    adsense: z.array(
      z.object({
        client: z.string().trim().min(1, error('required')),
        slot: z.string().trim().min(1, error('required')),
        style: text,
        responsive: z.boolean(),
        format: z.enum(ADSENSE_FORMATS),
        layoutKey: text,
      }),
    ),
  });
}

export type SiteForm = z.infer<ReturnType<typeof siteFormSchema>>;

/** The form's values from the effective settings. */
export function siteValuesOf(settings: Settings): SiteForm {
  const { website, pwa } = settings;
  const supported = new Set<Locale>(website.i18n.supported);
  return {
    website: {
      url: website.url,
      favicon: website.favicon,
      ogImage: website.ogDefault.image,
      fontHeadings: website.fonts.headings,
      fontBody: website.fonts.body,
      aliasLight: website.theme.aliases.light,
      aliasDark: website.theme.aliases.dark,
      initialSlot: website.theme.initialSlot,
      colorLight: website.theme.meta.themeColor.light,
      colorDark: website.theme.meta.themeColor.dark,
      defaultLocale: website.i18n.defaultLocale,
      supported: { es: supported.has('es'), en: supported.has('en'), fr: supported.has('fr') },
    },
    pwa: {
      name: pwa.name,
      shortName: pwa.shortName,
      description: pwa.description,
      startUrl: pwa.startUrl,
      scope: pwa.scope,
      id: pwa.id,
      display: pwa.display,
      orientation: pwa.orientation,
      icons: pwa.icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
      screenshots: pwa.screenshots.map(({ src, sizes, type, label, form_factor }) => ({
        src,
        sizes,
        type,
        label,
        form_factor,
      })),
    },
    shop: settings.shop.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      nameEs: item.name.es,
      nameEn: item.name.en,
      nameFr: item.name.fr,
      price: priceTextOf(item.priceCents),
    })),
    stripe: {
      publishableKey: settings.shop.stripe?.publishableKey ?? '',
      pricingTableId: settings.shop.stripe?.pricingTableId ?? '',
    },
    adsense: settings.more.AdSense.map((slot) => ({
      client: slot.client,
      slot: slot.slot,
      style: slot.style,
      responsive: slot.responsive ?? false,
      format: slot.format,
      layoutKey: slot.layoutKey,
    })),
  };
}

/** The part of the settings merge patch these groups write (lists replace the stored ones). */
export function sitePatchOf(form: SiteForm) {
  const { website, pwa, adsense, shop, stripe } = form;
  return {
    website: {
      url: website.url,
      favicon: website.favicon,
      ogDefault: { image: website.ogImage },
      fonts: { headings: website.fontHeadings, body: website.fontBody },
      theme: {
        aliases: { light: website.aliasLight.trim(), dark: website.aliasDark.trim() },
        initialSlot: website.initialSlot,
        meta: { themeColor: { light: website.colorLight, dark: website.colorDark } },
      },
      i18n: {
        defaultLocale: website.defaultLocale,
        supported: LOCALES.filter((locale) => website.supported[locale]),
      },
    },
    pwa,
    shop: {
      items: shop.map((item) => ({
        id: item.id,
        kind: item.kind,
        name: { es: item.nameEs.trim(), en: item.nameEn.trim(), fr: item.nameFr.trim() },
        priceCents: priceCentsOf(item.price) ?? 0,
      })),
      stripe: stripe.publishableKey
        ? { publishableKey: stripe.publishableKey, pricingTableId: stripe.pricingTableId }
        : null,
    },
    more: {
      AdSense: adsense.map(({ responsive, ...slot }) => ({
        ...slot,
        ...(responsive ? { responsive: true } : {}),
      })),
    },
  };
}

/** The settings form as the site groups see it (their fields sit under `site`). */
export type SiteFormApi = UseFormReturn<{ site: SiteForm }>;
