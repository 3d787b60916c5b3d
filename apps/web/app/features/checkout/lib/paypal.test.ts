import { describe, expect, it } from 'vitest';
import { createOrderError, paypalScriptUrl } from './paypal';

describe('PayPal helpers', () => {
  it('builds the script address with CAD, capture and the script locale', () => {
    const url = new URL(paypalScriptUrl('abc', 'CAD', 'fr'));
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'client-id': 'abc',
      currency: 'CAD',
      intent: 'capture',
      locale: 'fr_CA',
    });
    expect(new URL(paypalScriptUrl('abc', 'CAD', 'es')).searchParams.get('locale')).toBe('es_MX');
  });

  it("passes the answer's error text, or 'create-order failed'", () => {
    expect(createOrderError(new Error('PayPal could not process the payment.')).message).toBe(
      'PayPal could not process the payment.',
    );
    expect(createOrderError(new Error('')).message).toBe('create-order failed');
    expect(createOrderError('boom').message).toBe('create-order failed');
  });
});
