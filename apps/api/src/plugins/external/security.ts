import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.js';
import { isAdminHost } from '../app/tenancy.js';

/**
 * Where the back office sends a large file with BLOB_DRIVER=gcs: the API opens a resumable upload
 * session on the bucket and the browser PUTs the chunks to its URL on this origin.
 * https://cloud.google.com/storage/docs/performing-resumable-uploads
 */
export const GCS_UPLOAD_ORIGIN = 'https://storage.googleapis.com';

/**
 * The Content-Security-Policy the apps pass: scripts only from us (the web's inline hydration
 * scripts are allowed per document by hash, see the site plugin), Firebase Auth's endpoints and
 * its popup frames, images from anywhere over https, YouTube embeds, and with BLOB_DRIVER=gcs the
 * bucket's resumable upload sessions (the back office's uploads above 256 KiB).
 * https://github.com/fastify/fastify-helmet#content-security-policy
 */
export function cspDirectives(config: Config): Record<string, string[]> {
  const uploads = config.BLOB_DRIVER === 'gcs' ? [GCS_UPLOAD_ORIGIN] : [];
  const emulator = config.FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  const authDomain = config.FIREBASE_AUTH_DOMAIN ? [`https://${config.FIREBASE_AUTH_DOMAIN}`] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", 'https://apis.google.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...uploads,
      ...emulator,
    ],
    'frame-src': [
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://*.firebaseapp.com',
      // The about page's map, loaded only after the guest clicks its placeholder.
      'https://maps.google.com',
      'https://www.google.com',
      ...authDomain,
      ...emulator,
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * PayPal's JS SDK (its script, its button frames, its calls) and Stripe's pricing table (its
 * script and frame), which the checkout page loads, and only that page. The public pages' CSP
 * allows them on every document: a guest who opens the checkout from another page keeps the
 * first document's policy. PayPal's list: https://developer.paypal.com/sdk/js/best-practices
 * (without its 'unsafe-inline': our pages allow no inline script).
 */
const PAYMENT_ORIGINS = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://js.stripe.com'],
  frame: ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://js.stripe.com'],
  connect: ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://api.stripe.com'],
};

/** The public pages' policy: the apps' one plus the checkout's payment providers. */
export function webCspDirectives(config: Config): Record<string, string[]> {
  const base = cspDirectives(config);
  return {
    ...base,
    'script-src': [...(base['script-src'] ?? []), ...PAYMENT_ORIGINS.script],
    'frame-src': [...(base['frame-src'] ?? []), ...PAYMENT_ORIGINS.frame],
    // The public pages upload nothing: only the back office talks to the bucket.
    'connect-src': [
      ...(base['connect-src'] ?? []).filter((origin) => origin !== GCS_UPLOAD_ORIGIN),
      ...PAYMENT_ORIGINS.connect,
    ],
  };
}

/**
 * Headers Helmet writes that a served page goes without: ones only old browsers read
 * (X-XSS-Protection, X-Download-Options, Adobe's X-Permitted-Cross-Domain-Policies),
 * X-Frame-Options (the page's `frame-ancestors` replaces it in every browser that reads a
 * policy), X-DNS-Prefetch-Control `off` (browsers do not prefetch a page's link hosts over https
 * unless told `on`) and Cross-Origin-Resource-Policy (it guards what is embedded without CORS, and
 * a page is navigated to, never embedded so). Each header is work on every answer of the
 * busiest URLs, for Node and for the client alike; the apps' files and the API keep theirs.
 */
export const NOT_FOR_DOCUMENTS = [
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-frame-options',
  'x-dns-prefetch-control',
  'cross-origin-resource-policy',
] as const;

/** Origins allowed by CORS: every tenant and admin host, over http(s), plus CORS_ORIGINS. */
export function corsOriginAllowed(origin: string, config: Config): boolean {
  if (config.CORS_ORIGINS.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return config.TENANT_HOSTS.has(host) || isAdminHost(host, config);
}

/**
 * The headers Helmet writes for these options, worked out once. Helmet's answer does not depend
 * on the request, and @fastify/helmet built a whole Helmet (parsing every directive) on each
 * request: a sixth of a cached read's CPU. Here Helmet runs once against a recording response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/**
 * The headers of the API's JSON answers: nothing in them is ever rendered, so their policy
 * allows nothing at all and no framing (OWASP's REST Security Cheat Sheet, "Security headers"),
 * and the headers that only mean something for a document (COOP, Origin-Agent-Cluster, the
 * legacy X-* ones) are left out. They were 40 % of a cached events read on the wire (1.97 KB
 * an answer before, 1.13 KB after).
 */
const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Whether the route answers JSON: every `/api/` route but the API docs (a page) and the media
 * (files a browser may open, SVG sandboxed by its own policy). Routes outside `/api/` (pages,
 * the apps' files, the manifest) and unmatched URLs keep the page policy.
 */
export function answersJson(routeUrl: string | undefined): boolean {
  return (
    routeUrl !== undefined &&
    routeUrl.startsWith('/api/') &&
    !routeUrl.startsWith('/api/docs') &&
    !routeUrl.startsWith('/api/media/')
  );
}

export default fp(
  async (fastify) => {
    const { config } = fastify;
    // No upgrade-insecure-requests: the local stack runs over plain http, and production is
    // behind Firebase Hosting, which only speaks https.
    const directives = { ...cspDirectives(config), 'upgrade-insecure-requests': null };
    const headers = securityHeaders({
      contentSecurityPolicy: { directives },
      // Firebase's sign-in popup talks back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const apiHeaders = securityHeaders(API_HELMET_OPTIONS);
    fastify.addHook('onRequest', (request, reply, done) => {
      void reply.headers(answersJson(request.routeOptions.url) ? apiHeaders : headers);
      done();
    });
    await fastify.register(cors, {
      origin: (origin, callback) => callback(null, !origin || corsOriginAllowed(origin, config)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Locale', 'If-None-Match', 'Range'],
      maxAge: 600,
    });
    await fastify.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      // Static files and the media served for pages are not what a limit protects. Decided on
      // the route the router chose, never the raw URL (`/%61pi/…` is routed to `/api/…`).
      allowList: (request) => {
        const route = request.routeOptions.url ?? '';
        return !route.startsWith('/api/') || route.startsWith('/api/media/');
      },
    });
  },
  { name: 'security', dependencies: ['config'], fastify: '5.x' },
);
