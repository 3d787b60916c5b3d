import { isApiError } from '@bar/client/is-api-error';
import type { CheckoutCatalog } from '@bar/client/endpoints/checkout';
import { isEmailAddress } from '@bar/domain/email';
import type { Locale } from '@bar/domain/locale';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import '../../../components/guest-form.css';
import { PAYMENT_LOCALES } from '../lib/payment-locales';
import { type CheckoutContact, PaymentsUnavailable } from './payments-unavailable';
import './checkout.css';

const checkoutClient = () => import('@bar/client/endpoints/checkout');

// The payment providers' code (PayPal's loader and button, Stripe's pricing table) loads only
// when the restaurant's catalogue says it set them up, not with the page.
const paypalCode = () => import('../lib/paypal');
const StripePricingTable = lazy(async () => ({
  default: (await import('./stripe-pricing-table')).StripePricingTable,
}));

const MAX_QUANTITY = 20;

type Status = { kind: 'idle' | 'error' | 'paid'; text: string };

/**
 * The order summary (what is bought, at the prices the restaurant set, the total in CAD) and
 * PayPal's button. The API prices the order again from its own catalogue and captures it; the
 * browser sends only item ids and quantities. PayPal's script loads on this page alone, as does
 * Stripe's pricing table when the restaurant set one up. With neither provider (or PayPal's
 * script failing and no Stripe), the guest is told so and given the restaurant's phone and e-mail.
 */
export function CheckoutPage({
  lang,
  contact,
}: {
  lang: Locale;
  /** The restaurant's phone and e-mail (its branding, as the footer shows them); null while loading. */
  contact: CheckoutContact | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [catalog, setCatalog] = useState<CheckoutCatalog | null | 'failed'>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [paypalState, setPaypalState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const buttons = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // PayPal's callbacks are bound once; they read the latest order through this ref.
  const order = useRef({ quantities, email });
  useEffect(() => {
    order.current = { quantities, email };
  }, [quantities, email]);

  useEffect(() => {
    let live = true;
    // The API client's code comes with the catalogue's read, after hydration, not with the page.
    checkoutClient()
      .then(({ getCheckoutCatalog }) => getCheckoutCatalog({ query: { locale: lang } }))
      .then((answer) => live && setCatalog(answer))
      .catch(() => live && setCatalog('failed'));
    return () => {
      live = false;
    };
  }, [lang]);

  const loaded = catalog === 'failed' ? null : catalog;
  const clientId = loaded ? loaded.paypal.clientId : undefined;
  const currency = loaded?.currency ?? 'CAD';

  const money = useMemo(() => {
    const format = new Intl.NumberFormat(PAYMENT_LOCALES[lang], { style: 'currency', currency });
    return (cents: number) => format.format(cents / 100);
  }, [currency, lang]);

  useEffect(() => {
    if (clientId === undefined) return;
    if (clientId === null) {
      console.error('PayPal: no client id is configured; the payment button is not shown.');
      return;
    }
    let live = true;
    paypalCode()
      .then(async ({ createOrderError, loadPayPal, paypalScriptUrl }) => {
        const paypal = await loadPayPal(paypalScriptUrl(clientId, currency, lang));
        if (!live || !buttons.current) return;
        buttons.current.replaceChildren();
        await paypal
          .Buttons({
            style: { layout: 'vertical', label: 'pay' },
            createOrder: async () => {
              const { quantities: q, email: mail } = order.current;
              const lines = Object.entries(q)
                .filter(([, n]) => n > 0)
                .map(([itemId, quantity]) => ({ itemId, quantity }));
              if (lines.length === 0) throw new Error(t('checkout.errors.empty'));
              if (!isEmailAddress(mail.trim())) throw new Error(t('checkout.errors.email'));
              try {
                const { createCheckoutOrder } = await checkoutClient();
                const created = await createCheckoutOrder(
                  { body: { lines, email: mail.trim(), locale: lang } },
                  { locale: lang },
                );
                return created.id;
              } catch (error) {
                throw createOrderError(isApiError(error) ? new Error(error.message) : error);
              }
            },
            onApprove: async ({ orderID }) => {
              try {
                const { captureCheckoutOrder } = await checkoutClient();
                await captureCheckoutOrder({ params: { id: orderID }, body: {} }, { locale: lang });
                setStatus({
                  kind: 'paid',
                  text: t('checkout.paid', { email: order.current.email.trim() }),
                });
                setQuantities({});
              } catch (error) {
                setStatus({
                  kind: 'error',
                  text:
                    isApiError(error) && error.message
                      ? error.message
                      : t('checkout.errors.failed'),
                });
              }
            },
            onError: (error) =>
              setStatus({
                kind: 'error',
                text:
                  error instanceof Error && error.message
                    ? error.message
                    : t('checkout.errors.failed'),
              }),
          })
          .render(buttons.current);
        if (live) setPaypalState('ready');
      })
      .catch(() => live && setPaypalState('failed'));
    return () => {
      live = false;
    };
  }, [clientId, currency, lang, t]);

  useEffect(() => {
    if (status.kind !== 'idle') statusRef.current?.focus();
  }, [status]);

  if (catalog === null) return <p className="form-status">{t('checkout.loading')}</p>;
  if (catalog === 'failed')
    return (
      <p role="alert" className="form-status">
        {t('checkout.errors.catalog')}
      </p>
    );

  const noProvider = !clientId && !catalog.stripe;
  const total = catalog.items.reduce(
    (sum, item) => sum + item.priceCents * (quantities[item.id] ?? 0),
    0,
  );

  return (
    <div className="guest-form checkout">
      <section aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{t('checkout.summary')}</h2>
        <table className="checkout__table">
          <caption className="visually-hidden">{t('checkout.summary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkout.item')}</th>
              <th scope="col" className="checkout__price">
                {t('checkout.price')}
              </th>
              <th scope="col">{t('checkout.quantity')}</th>
              <th scope="col">{t('checkout.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {catalog.items.map((item) => {
              const quantity = quantities[item.id] ?? 0;
              return (
                <tr key={item.id}>
                  <th scope="row">
                    {item.name}
                    <span className="checkout__kind"> · {t(`checkout.kind.${item.kind}`)}</span>
                    <span className="checkout__unit"> · {money(item.priceCents)}</span>
                  </th>
                  <td className="checkout__price">{money(item.priceCents)}</td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={MAX_QUANTITY}
                      step={1}
                      inputMode="numeric"
                      value={quantity}
                      aria-label={t('checkout.quantityOf', { item: item.name })}
                      onChange={(event) => {
                        const next = Math.max(
                          0,
                          Math.min(MAX_QUANTITY, Math.trunc(Number(event.target.value) || 0)),
                        );
                        setQuantities((current) => ({ ...current, [item.id]: next }));
                      }}
                    />
                  </td>
                  <td>{money(item.priceCents * quantity)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('checkout.total')}
              </th>
              {/* Under the quantities; gone with the price column on a phone, so the total
                  stays under the subtotals there too. */}
              <td className="checkout__price" />
              <td>
                <output aria-live="polite">{money(total)}</output>
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      {noProvider ? (
        <PaymentsUnavailable contact={contact} />
      ) : (
        <label className="form-field">
          <span>{t('checkout.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
      )}
      {clientId && (
        <section aria-labelledby={`${id}-pay`}>
          <h2 id={`${id}-pay`}>{t('checkout.pay')}</h2>
          {paypalState === 'loading' && <p>{t('checkout.paypalLoading')}</p>}
          {paypalState === 'failed' && <p role="alert">{t('checkout.paypalUnavailable')}</p>}
          <div ref={buttons} className="checkout__buttons" />
        </section>
      )}
      {clientId && paypalState === 'failed' && !catalog.stripe && (
        <PaymentsUnavailable contact={contact} />
      )}
      {catalog.stripe && (
        <Suspense fallback={null}>
          <StripePricingTable
            table={catalog.stripe}
            email={isEmailAddress(email.trim()) ? email.trim() : null}
          />
        </Suspense>
      )}
      <p ref={statusRef} tabIndex={-1} role="status" className="form-status">
        {status.text}
      </p>
    </div>
  );
}
