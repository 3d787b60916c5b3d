import type { CheckoutCatalog } from '@bar/client/endpoints/checkout';
import type { Locale } from '@bar/domain/locale';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/guest-form.css';
import './checkout.css';

type Form = ComponentType<{ lang: Locale; catalog: CheckoutCatalog }>;
type Loaded = { catalog: CheckoutCatalog; Form: Form };

/**
 * The checkout: a loading line until the restaurant's catalogue is in, then the order form
 * (CheckoutForm). The API client and the form's code come with the catalogue's read, after
 * hydration, each loading while the other does: neither is in the page's first load.
 */
export function CheckoutPage({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    Promise.all([
      import('@bar/client/endpoints/checkout').then(({ getCheckoutCatalog }) =>
        getCheckoutCatalog({ query: { locale: lang } }),
      ),
      import('./checkout-form'),
    ])
      .then(([catalog, { CheckoutForm }]) => live && setLoaded({ catalog, Form: CheckoutForm }))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [lang]);

  if (loaded === null) return <p className="form-status">{t('checkout.loading')}</p>;
  if (loaded === 'failed')
    return (
      <p role="alert" className="form-status">
        {t('checkout.errors.catalog')}
      </p>
    );
  return <loaded.Form lang={lang} catalog={loaded.catalog} />;
}
