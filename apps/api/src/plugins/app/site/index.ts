import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives } from '../../external/security.js';
import { type HtmlDocument, loadHtmlDocuments } from './html-documents.js';
import { isSiteLocale, preferredLocale } from './preferred-locale.js';

const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Serves the built apps from this process, as Firebase Hosting + the HTML rewrite do in
 * production: the public site's prerendered pages (each with a CSP allowing exactly its inline
 * scripts) and its assets, and the back office's SPA on the admin hosts. Anything else under
 * /api is a JSON 404.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const webRoot = config.WEB_DIST && existsSync(config.WEB_DIST) ? config.WEB_DIST : '';
    const adminRoot = config.ADMIN_DIST && existsSync(config.ADMIN_DIST) ? config.ADMIN_DIST : '';
    const pages = webRoot ? loadHtmlDocuments(webRoot) : new Map<string, HtmlDocument>();
    const baseDirectives = cspDirectives(config);

    if (webRoot || adminRoot) {
      // sendFile only; routing is ours (below), so API paths never reach the file system.
      await fastify.register(fastifyStatic, { root: webRoot || adminRoot, serve: false });
    }

    const sendPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: HtmlDocument,
      status = 200,
    ) => {
      const directives = {
        ...baseDirectives,
        'script-src': [...(baseDirectives['script-src'] ?? []), ...page.scriptHashes],
      };
      void reply
        .code(status)
        .header('content-security-policy', serializeCsp(directives))
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=60, must-revalidate')
        .header('etag', page.etag);
      if (status === 200 && request.headers['if-none-match'] === page.etag)
        return reply.code(304).send();
      return reply.send(page.html);
    };

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

    fastify.setNotFoundHandler(async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (
        path.startsWith('/api/') ||
        path === '/api' ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        throw fastify.httpErrors.notFound(`Route ${request.method} ${path} not found.`);
      }

      if (adminRoot && config.ADMIN_HOSTS.includes(request.publicHost)) {
        if (path === '/') return reply.redirect('/admin', 302);
        if (path !== '/index.html' && fileExists(adminRoot, path))
          return sendAsset(reply, adminRoot, path);
        void reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', adminRoot);
      }

      if (!webRoot) throw fastify.httpErrors.notFound(`Route ${request.method} ${path} not found.`);
      if (path === '/') {
        void reply
          .header('vary', 'Cookie, Accept-Language')
          .header('cache-control', 'private, no-cache');
        return reply.redirect(`/${preferredLocale(request)}`, 302);
      }
      const route = path.replace(/\/(index\.html)?$/, '') || '/';
      const page = pages.get(route);
      if (page) return sendPage(request, reply, page);
      if (!path.endsWith('.html') && fileExists(webRoot, path))
        return sendAsset(reply, webRoot, path);

      const first = route.split('/')[1];
      const locale = isSiteLocale(first) ? first : preferredLocale(request);
      const notFound = pages.get(`/${locale}/404`);
      if (notFound) return sendPage(request, reply, notFound, 404);
      throw fastify.httpErrors.notFound('Page not found.');
    });
  },
  { name: 'site', dependencies: ['config', 'tenancy', 'security'], fastify: '5.x' },
);
