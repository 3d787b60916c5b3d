import type { TFunction } from 'i18next';

/** Where the settings form shows a stored path (`website.fonts.body` → its site group's key). */
const SITE_KEYS: Record<string, string> = {
  'website.url': 'url',
  'website.favicon': 'favicon',
  'website.ogDefault.image': 'ogImage',
  'website.fonts.headings': 'fontHeadings',
  'website.fonts.body': 'fontBody',
  'website.theme.aliases.light': 'aliasLight',
  'website.theme.aliases.dark': 'aliasDark',
  'website.theme.initialSlot': 'initialSlot',
  'website.theme.meta.themeColor.light': 'colorLight',
  'website.theme.meta.themeColor.dark': 'colorDark',
  'website.i18n.defaultLocale': 'defaultLocale',
  'website.i18n.supported': 'supported',
  'pwa.name': 'pwaName',
  'pwa.shortName': 'pwaShortName',
  'pwa.description': 'pwaDescription',
  'pwa.startUrl': 'pwaStartUrl',
  'pwa.scope': 'pwaScope',
  'pwa.id': 'pwaId',
  'pwa.display': 'pwaDisplay',
  'pwa.orientation': 'pwaOrientation',
  'pwa.icons': 'icons',
  'pwa.screenshots': 'screenshots',
  'shop.items': 'shop',
  'shop.stripe': 'stripeKey',
  'shop.stripe.publishableKey': 'stripeKey',
  'shop.stripe.pricingTableId': 'stripeTable',
  'more.AdSense': 'adsense',
};

/** Groups whose fields are named `<prefix>.<field>` in the panel's messages. */
const GROUP_KEYS: Record<string, string> = {
  faculties: 'settingsTab.flagLabels',
  'company.legals': 'settingsTab.legalLabels',
  'company.controller': 'settingsTab.controllerLabels',
  booking: 'bookingTab.field',
};

/**
 * The staff's name of a settings field a version diff lists, as the settings and booking forms
 * label it (`domain.url` → "URL del dominio", `faculties.booking` → "Reservas en línea",
 * `website.fonts.body` → "Fuente del texto"); a path no form shows stays as it is.
 */
export function settingsFieldText(t: TFunction<'admin'>, path: string): string {
  if (path === 'domain.enabled') return t('settingsTab.domainEnabled');
  if (path === 'domain.url') return t('settingsTab.domainUrl');
  const site = SITE_KEYS[path];
  if (site) return t(`settingsTab.site.${site}`);
  const dot = path.lastIndexOf('.');
  const group = GROUP_KEYS[path.slice(0, dot)];
  return group ? t(`${group}.${path.slice(dot + 1)}`, { defaultValue: path }) : path;
}
