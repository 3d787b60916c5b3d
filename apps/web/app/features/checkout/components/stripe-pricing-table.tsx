import type { StripePricingTable as Table } from '@bar/domain/checkout/schema';
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { loadStripePricingTable } from '../lib/stripe';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'pricing-table-id': string;
        'publishable-key': string;
        'customer-email'?: string;
      };
    }
  }
}

/**
 * Stripe's pricing table (the card option): its script loads with this section, on the checkout
 * page only; the table is Stripe's own frame. The guest's e-mail, once valid, prefills Stripe's.
 */
export function StripePricingTable({ table, email }: { table: Table; email: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadStripePricingTable()
      .then(() => live && setState('ready'))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby={`${id}-card`} className="checkout__card">
      <h2 id={`${id}-card`}>{t('checkout.card')}</h2>
      <p>{t('checkout.cardIntro')}</p>
      {state === 'loading' && <p>{t('checkout.cardLoading')}</p>}
      {state === 'failed' && <p role="alert">{t('checkout.cardUnavailable')}</p>}
      {state === 'ready' && (
        <stripe-pricing-table
          pricing-table-id={table.pricingTableId}
          publishable-key={table.publishableKey}
          {...(email ? { 'customer-email': email } : {})}
        />
      )}
    </section>
  );
}
