import type { BrowserContext } from '@playwright/test';

/**
 * Stand-ins for the payment providers' browser scripts (no internet here). PayPal's JS SDK
 * renders a button that runs the page's own createOrder / onApprove / onError callbacks, which
 * call our API, which calls the local PayPal Orders v2 server with the real server SDK; the buyer
 * "approves" at once. Stripe's pricing-table script defines <stripe-pricing-table>, showing the
 * table id, key and e-mail it was given. Both are served at the providers' own addresses, so the
 * page's Content-Security-Policy is checked as in production.
 */
const PAYPAL_SDK = `(() => {
  const params = new URL(document.currentScript.src).searchParams;
  window.paypal = {
    Buttons(options) {
      return {
        render(target) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.dataset.locale = params.get('locale') || '';
          button.dataset.currency = params.get('currency') || '';
          button.dataset.intent = params.get('intent') || '';
          button.addEventListener('click', async () => {
            let orderID;
            try {
              orderID = await options.createOrder();
            } catch (error) {
              options.onError(error);
              return;
            }
            await options.onApprove({ orderID });
          });
          target.append(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;

const STRIPE_PRICING_TABLE = `customElements.define('stripe-pricing-table', class extends HTMLElement {
  static observedAttributes = ['pricing-table-id', 'publishable-key', 'customer-email'];
  connectedCallback() { this.show(); }
  attributeChangedCallback() { if (this.isConnected) this.show(); }
  show() {
    const text = document.createElement('p');
    text.textContent = 'Stripe pricing table ' + this.getAttribute('pricing-table-id') + ' · ' +
      this.getAttribute('publishable-key') + ' · ' + (this.getAttribute('customer-email') || '-');
    this.replaceChildren(text);
  }
});`;

/** Serves the stand-ins at PayPal's and Stripe's script addresses (register after other routes). */
export async function routePaymentScripts(context: BrowserContext): Promise<void> {
  await context.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: PAYPAL_SDK }),
  );
  await context.route('https://js.stripe.com/v3/pricing-table.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_PRICING_TABLE }),
  );
}
