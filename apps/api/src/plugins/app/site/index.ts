import { isLocale } from '@bar/domain/locale';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../../../lib/cache/ttl-cache.js';
import { webCspDirectives } from '../../external/security.js';
import { loadHtmlTemplates } from './html-documents.js';
import { preferredLocale } from './preferred-locale.js';
import { siteRoute } from './page-routes.js';
import { publicOrigin } from './public-origin.js';
import { sendHtml } from './send-html.js';
import { servedDocuments } from './served-documents.js';
import { SITE_DATA_TTL_MS, siteDataCaches } from './site-data.js';
import { ADMIN_ROBOTS_TXT, robotsTxt, sitemapXml } from './sitemap-xml.js';
import { addVary } from '../../../lib/http/vary.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The served site's caches of tenant data (metadata, hero events): how long they live, the
     * clock they read (tests move it instead of waiting) and a way to drop them.
     */
    siteCache: { ttlMs: number; clock: Clock; clear(): void };
  }
}

/**
 * Serves the built apps from this process, as Firebase Hosting + the HTML rewrite do in
 * production: the public site's prerendered pages with each tenant's head and data (see
 * served-documents), robots.txt and sitemap.xml, the assets (precompressed at build time), and
 * the back office's SPA on the admin hosts. Anything else under /api is a JSON 404.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const webRoot = config.WEB_DIST && existsSync(config.WEB_DIST) ? config.WEB_DIST : '';
    const adminRoot = config.ADMIN_DIST && existsSync(config.ADMIN_DIST) ? config.ADMIN_DIST : '';
    const templates = webRoot ? loadHtmlTemplates(webRoot) : new Map<string, string>();
    const baseDirectives = webCspDirectives(config);
    const clock = systemClock();
    const data = siteDataCaches(clock, fastify.log);
    const documents = servedDocuments(templates, data, baseDirectives);
    fastify.decorate('siteCache', {
      ttlMs: SITE_DATA_TTL_MS,
      clock,
      clear: () => {
        data.clear();
        documents.clear();
      },
    });

    // A staff write that succeeded (an event published, metadata saved…) drops the tenant's
    // served data on this instance, so the next page shows it at once; other instances catch
    // up within the TTL.
    fastify.addHook('onResponse', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        request.url.startsWith('/api/admin/') &&
        reply.statusCode < 400
      )
        data.forget(request.tenant);
    });

    if (webRoot || adminRoot) {
      // sendFile only; routing is ours (below), so API paths never reach the file system.
      // preCompressed: the builds write .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
      await fastify.register(fastifyStatic, {
        root: webRoot || adminRoot,
        serve: false,
        preCompressed: true,
      });
    }

    const sendAsset = (reply: FastifyReply, root: string, path: string) => {
      const immutable = path.startsWith('/assets/');
      return reply.sendFile(path, root, {
        immutable,
        maxAge: immutable ? 31_536_000_000 : 3_600_000,
      });
    };

    const fileExists = (root: string, path: string) => {
      const full = normalize(join(root, path));
      return full.startsWith(normalize(root)) && existsSync(full) && !full.endsWith('/');
    };

    // Source maps stay on the build machine: they would hand out the apps' source. Under any
    // encoding: the precompressed copies' own URLs (`.js.map.br`, `.js.map.gz`) included.
    const isSourceMap = (path: string) => /\.map(\.(br|gz))?$/i.test(path);

    const sendText = (reply: FastifyReply, type: string, body: string) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=300').send(body);

    fastify.setNotFoundHandler(async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (
        path.startsWith('/api/') ||
        path === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      }

      const { adminHost } = request;
      if (path === '/robots.txt') {
        if (adminHost) return sendText(reply, 'text/plain; charset=utf-8', ADMIN_ROBOTS_TXT);
        if (webRoot)
          return sendText(reply, 'text/plain; charset=utf-8', robotsTxt(publicOrigin(request)));
      }
      if (path === '/sitemap.xml' && webRoot && !adminHost) {
        const [metadata, off] = await Promise.all([
          data.metadata(request.tenant, request.docs),
          data.switchedOff(request.tenant, request.docs),
        ]);
        const xml = sitemapXml(templates.keys(), metadata, publicOrigin(request), off);
        return sendText(reply, 'application/xml; charset=utf-8', xml);
      }

      if (adminRoot && adminHost) {
        if (path === '/') return reply.redirect('/admin', 302);
        if (isSourceMap(path))
          throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
        if (path !== '/index.html' && fileExists(adminRoot, path))
          return sendAsset(reply, adminRoot, path);
        void reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', adminRoot);
      }

      if (!webRoot)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      if (path === '/') {
        void addVary(reply, 'Cookie', 'Accept-Language').header(
          'cache-control',
          'private, no-cache',
        );
        return reply.redirect(`/${preferredLocale(request)}`, 302);
      }
      const route = path.replace(/\/(index\.html)?$/, '') || '/';
      // A page the tenant's feature flags switch off is not there: the 404 page answers.
      const switchedOff = (await data.switchedOff(request.tenant, request.docs)).has(
        siteRoute(route)?.path ?? '',
      );
      const page = switchedOff ? null : await documents.get(request, route);
      if (page) return sendHtml(request, reply, page);
      if (
        !switchedOff &&
        !path.endsWith('.html') &&
        !isSourceMap(path) &&
        fileExists(webRoot, path)
      )
        return sendAsset(reply, webRoot, path);

      const first = route.split('/')[1];
      const locale = isLocale(first) ? first : preferredLocale(request);
      // A page's address without its language (`/menus`, a link typed by hand) goes to the
      // guest's language version of it, as `/` does.
      if (
        !isLocale(first) &&
        !switchedOff &&
        (await documents.get(request, `/${locale}${route}`))
      ) {
        void addVary(reply, 'Cookie', 'Accept-Language').header(
          'cache-control',
          'private, no-cache',
        );
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/${locale}${route}${query}`, 302);
      }
      const notFound = await documents.get(request, `/${locale}/404`);
      if (notFound) return sendHtml(request, reply, notFound, 404);
      throw fastify.httpErrors.notFound('Page not found.');
    });
  },
  { name: 'site', dependencies: ['config', 'tenancy', 'security'], fastify: '5.x' },
);
