import https from 'node:https';
import net from 'node:net';
import { Client, Environment, OrdersController } from '@paypal/paypal-server-sdk';
import fp from 'fastify-plugin';

export interface Payments {
  /** The public client id PayPal's button loads with. */
  clientId: string;
  orders: OrdersController;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal's Orders API through its server SDK (sandbox); null when not configured. */
    payments: Payments | null;
  }
}

/**
 * An agent that takes the SDK's HTTPS requests for PayPal's host to `http://host:port` instead
 * (PAYPAL_API_URL): the request, its headers and body are the SDK's own, over plain HTTP.
 */
class RedirectAgent extends https.Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(Number(this.target.port), this.target.hostname);
  }
}

/**
 * PayPal (PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET): the official server SDK in the sandbox
 * environment, the only one this product uses. Without both keys checkout shows no button.
 */
export default fp(
  (fastify, _opts, done) => {
    const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_URL } = fastify.config;
    if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET) {
      fastify.decorate('payments', null);
      done();
      return;
    }
    const client = new Client({
      environment: Environment.Sandbox,
      clientCredentialsAuthCredentials: {
        oAuthClientId: PAYPAL_CLIENT_ID,
        oAuthClientSecret: PAYPAL_CLIENT_SECRET,
      },
      timeout: 15_000,
      ...(PAYPAL_API_URL && {
        httpClientOptions: {
          timeout: 15_000,
          httpsAgent: new RedirectAgent(new URL(PAYPAL_API_URL)),
        },
      }),
    });
    fastify.decorate('payments', {
      clientId: PAYPAL_CLIENT_ID,
      orders: new OrdersController(client),
    });
    done();
  },
  { name: 'payments', dependencies: ['config'], fastify: '5.x' },
);
