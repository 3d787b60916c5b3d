import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PayPal's REST API (OAuth 2 client credentials, Orders v2 create, get and
 * capture), speaking its JSON over HTTP to the real server SDK. It keeps what it was asked.
 */
export interface PayPalServer {
  url: string;
  /** Orders as created, by id, with the body PayPal received. */
  orders: Map<string, { body: Record<string, unknown>; status: string; captures: number }>;
  requests: { method: string; path: string; requestId?: string }[];
  /** The next create answers this status and PayPal's error body. */
  failNextCreate: number | null;
  /** Orders the buyer has not approved: capture answers 422 ORDER_NOT_APPROVED. */
  unapproved: Set<string>;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startPayPalServer(): Promise<PayPalServer> {
  let next = 1;
  const captured = new Map<string, unknown>();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      pp.requests.push({
        method: req.method ?? '',
        path,
        requestId: req.headers['paypal-request-id'] as string | undefined,
      });
      if (path === '/v1/oauth2/token') {
        const basic = Buffer.from(
          (req.headers.authorization ?? '').replace(/^Basic /, ''),
          'base64',
        ).toString();
        if (basic !== 'test-client:test-secret' || !body.includes('grant_type=client_credentials'))
          return send(res, 401, { error: 'invalid_client' });
        return send(res, 200, {
          access_token: 'A21-token',
          token_type: 'Bearer',
          expires_in: 3600,
        });
      }
      if (req.headers.authorization !== 'Bearer A21-token')
        return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });

      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        if (pp.failNextCreate) {
          const status = pp.failNextCreate;
          pp.failNextCreate = null;
          return send(res, status, {
            name: status === 422 ? 'UNPROCESSABLE_ENTITY' : 'INTERNAL_SERVER_ERROR',
            message: 'The requested action could not be performed.',
            debug_id: 'dbg1',
            details: [{ issue: 'AMOUNT_MISMATCH' }],
          });
        }
        const id = `5O${String(next++).padStart(15, '0')}`;
        pp.orders.set(id, {
          body: JSON.parse(body) as Record<string, unknown>,
          status: 'CREATED',
          captures: 0,
        });
        return send(res, 201, { id, status: 'CREATED', links: [] });
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match ? pp.orders.get(match[1] ?? '') : undefined;
      if (!match || !order)
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      const id = match[1] ?? '';
      const unit = (
        order.body.purchase_units as { amount: { currency_code: string; value: string } }[]
      )[0];
      const representation = () => ({
        id,
        status: order.status,
        purchase_units: [
          {
            reference_id: 'default',
            payments: {
              captures:
                order.status === 'COMPLETED'
                  ? [{ id: `CAP-${id}`, status: 'COMPLETED', amount: unit?.amount }]
                  : [],
            },
          },
        ],
      });
      if (req.method === 'GET' && !match[2]) return send(res, 200, representation());
      if (req.method === 'POST' && match[2]) {
        const key = req.headers['paypal-request-id'] as string | undefined;
        if (key && captured.has(key)) return send(res, 201, captured.get(key));
        if (pp.unapproved.has(id))
          return send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_NOT_APPROVED' }],
          });
        if (order.status === 'COMPLETED')
          return send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        order.status = 'COMPLETED';
        order.captures += 1;
        const answer = representation();
        if (key) captured.set(key, answer);
        return send(res, 201, answer);
      }
      return send(res, 405, { name: 'METHOD_NOT_SUPPORTED' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pp: PayPalServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders: new Map(),
    requests: [],
    failNextCreate: null,
    unapproved: new Set(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return pp;
}
