import { getI18n, type Locale } from '@bar/i18n';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { PaymentsUnavailable } from './payments-unavailable';

const renderIn = (ui: ReactNode, locale: Locale) =>
  render(<I18nextProvider i18n={getI18n(locale)}>{ui}</I18nextProvider>);

describe('the checkout without a payment provider', () => {
  it("tells the guest so in Spanish, with the restaurant's phone and e-mail as links", () => {
    renderIn(
      <PaymentsUnavailable contact={{ phone: '+1 (416) 555-0142', email: 'hola@casa.example' }} />,
      'es',
    );
    const notice = screen.getByRole('region', { name: 'Pago en línea no disponible' });
    expect(notice).toHaveTextContent(
      'Por ahora no se puede pagar en línea. Para comprar una tarjeta de regalo o una entrada, contáctanos:',
    );
    expect(within(notice).getByRole('link', { name: '+1 (416) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    expect(within(notice).getByRole('link', { name: 'hola@casa.example' })).toHaveAttribute(
      'href',
      'mailto:hola@casa.example',
    );
  });

  it('asks the guest to ask at the restaurant when it has neither phone nor e-mail (English)', () => {
    renderIn(<PaymentsUnavailable contact={{}} />, 'en');
    const notice = screen.getByRole('region', { name: 'Online payment unavailable' });
    expect(notice).toHaveTextContent(
      "Paying online isn't possible right now. To buy a gift card or a ticket, ask us at the restaurant.",
    );
    expect(within(notice).queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps the notice while the contact loads, the links coming with it (French)', () => {
    const { rerender } = renderIn(<PaymentsUnavailable contact={null} />, 'fr');
    expect(screen.getByRole('region', { name: 'Paiement en ligne indisponible' })).toBeVisible();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    rerender(
      <I18nextProvider i18n={getI18n('fr')}>
        <PaymentsUnavailable contact={{ email: 'info@bar.example' }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region')).toHaveTextContent('Courriel : info@bar.example');
  });
});
