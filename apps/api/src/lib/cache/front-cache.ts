import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { countCacheLookup } from '../observability/telemetry.js';
import type { Clock } from './ttl-cache.js';

/**
 * How long a kept answer is replayed. The answers kept are already cached reads (public reads
 * for 30 s, served pages within the site data's TTL), so this adds at most a second to their
 * age; a write through this instance empties the cache at once.
 */
export const FRONT_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 1_000;

/**
 * Headers that describe one exchange rather than the answer: the rate limit's counters (a
 * replay costs the limit nothing, so it does not count), and what Node writes itself.
 */
const PER_EXCHANGE = new Set([
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
]);

interface Entry {
  headers: string[];
  body: Buffer;
  expires: number;
}

/**
 * Whether the request may be answered from (and its answer kept in) the front cache: a plain
 * GET. A cross-origin request (CORS answers per Origin), a signed-in one, a conditional one (304)
 * or a range takes the whole route, as do HEAD and every other method.
 */
function replayable(headers: IncomingHttpHeaders, method: string | undefined): boolean {
  return (
    method === 'GET' &&
    headers.origin === undefined &&
    headers.authorization === undefined &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    headers.range === undefined
  );
}

/**
 * Everything of the request a kept answer may depend on: the host the tenant and the page's
 * origin come from (with the proxy's headers), the URL with its query, and the encodings the
 * client accepts. Answers are only kept for routes whose 200 depends on nothing else.
 */
function keyOf(request: IncomingMessage): string {
  const { headers } = request;
  return [
    headers.host,
    headers['x-forwarded-host'],
    headers['x-forwarded-proto'],
    request.url,
    headers['accept-encoding'],
  ].join('\n');
}

/**
 * The API's front cache: the last answer of each cached public read and served page, replayed
 * byte for byte (status, headers, body) to the next identical GET before the request reaches
 * Fastify's router, hooks and logger. Those reads change a few times a day and are asked on
 * every visit; their answers are already made once (cached, serialized, compressed), so the
 * per-request plugins were most of what each one cost. Routes opt in per answer (`keep` is
 * called only for replies marked front-cacheable); entries last FRONT_CACHE_TTL_MS, and any
 * successful write through the API empties the cache.
 */
export class FrontCache {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: Clock;
  #replayed = 0;

  constructor(clock: Clock = { now: () => Date.now() }) {
    this.#clock = clock;
  }

  /** Answers the request from the cache when it holds a fresh answer for it; true when it did. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.#entries.size === 0 || !replayable(request.headers, request.method)) return false;
    const key = keyOf(request);
    const entry = this.#entries.get(key);
    if (!entry) return false;
    if (entry.expires <= this.#clock.now()) {
      this.#entries.delete(key);
      return false;
    }
    this.#replayed += 1;
    // Its misses are the requests Fastify answers (`http.server.request.duration`).
    countCacheLookup('front', true);
    response.writeHead(200, entry.headers);
    response.end(entry.body);
    return true;
  }

  /** Keeps a 200 answer for the request (when the request is one the cache may answer). */
  keep(
    request: IncomingMessage,
    statusCode: number,
    headers: Record<string, number | string | string[] | undefined>,
    payload: unknown,
  ): void {
    if (statusCode !== 200 || !replayable(request.headers, request.method)) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    if (headers['set-cookie'] !== undefined) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const flat: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || PER_EXCHANGE.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
    }
    flat.push('content-length', String(body.length));
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(keyOf(request), {
      headers: flat,
      body,
      expires: this.#clock.now() + FRONT_CACHE_TTL_MS,
    });
  }

  /** A write changed some tenant's data: nothing kept is replayed again. */
  clear(): void {
    this.#entries.clear();
  }

  /** How many requests were answered from the cache (for the tests and the logs). */
  get replayed(): number {
    return this.#replayed;
  }

  /** The server's request listener with the cache in front of `listener`. */
  frontOf(listener: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.serve(request, response)) listener(request, response);
    };
  }
}

const caches = new WeakMap<Server, FrontCache>();

/**
 * Fastify's `serverFactory`: the HTTP server with a front cache before Fastify's listener. The
 * app finds its server's cache with frontCacheOf() to fill and empty it.
 */
export function frontCachedServer(listener: RequestListener): Server {
  const cache = new FrontCache();
  const server = createServer(cache.frontOf(listener));
  caches.set(server, cache);
  return server;
}

/** The front cache of a server made by frontCachedServer(), if it was. */
export const frontCacheOf = (server: Server): FrontCache | undefined => caches.get(server);
