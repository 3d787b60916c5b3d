import '../settings.css';
import { SiteAdsense } from './site-adsense';
import { SitePwa } from './site-pwa';
import { SiteShop } from './site-shop';
import { SiteWebsite } from './site-website';
import type { SiteFormApi } from '../lib/site-settings';

/** The settings form's website, PWA (web app manifest), shop and AdSense groups. */
export function SiteGroups({ form }: { form: SiteFormApi }) {
  return (
    <>
      <SiteWebsite form={form} />
      <SitePwa form={form} />
      <SiteShop form={form} />
      <SiteAdsense form={form} />
    </>
  );
}
