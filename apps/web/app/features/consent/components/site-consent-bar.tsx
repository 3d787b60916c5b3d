import { ConsentBar } from '@bar/ui/consent/consent-bar';

/**
 * The site's cookie consent bar. The choice lives at Digital.Cookies (localStorage 'Digital');
 * analytics (features/analytics) and any ad slot read it with useConsent from
 * @bar/ui/consent/consent-store and stay off until it is true.
 */
export function SiteConsentBar() {
  return <ConsentBar />;
}
