import { type Locale, localizeHref } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';

export const DEFAULT_LOGO = '/icons/logo-mark.svg';

type BrandLinkProps = {
  locale: Locale;
  brandName?: string;
  /** undefined: no logo box at all (kiosk); null: the box, waiting for the tenant's data. */
  logo?: string | null;
};

/**
 * Home link: the 90×90 logo and the brand name. The logo box always takes its room, and the
 * name a fixed number of lines, so the tenant's data (after hydration) moves nothing.
 */
export function BrandLink({ locale, brandName, logo }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <Link className="brand" to={localizeHref('/', locale)}>
      {logo !== undefined && (
        <span className="brand__logo">
          {logo !== null && <img src={logo} width={90} height={90} alt="" decoding="async" />}
        </span>
      )}
      <span className="brand__name">{brandName ?? t('common.brand')}</span>
    </Link>
  );
}
