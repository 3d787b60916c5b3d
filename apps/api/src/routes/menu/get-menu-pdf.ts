import { menuPdfContract } from '@bar/domain/api/files';
import { createHash } from 'node:crypto';
import { menuLabels } from '@bar/i18n/menu-labels';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { renderMenuPdf } from '../../lib/media/menu-pdf.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readEffectiveBranding } from '../../repositories/branding.js';
import { readMenuView } from '../../repositories/catalog.js';

type PdfLocale = 'es' | 'en' | 'fr';

/** `menu.pdf` is Spanish (the site's default and the offline page's link); the others name theirs. */
const FILES: Record<string, PdfLocale> = {
  'menu.pdf': 'es',
  'menu-es.pdf': 'es',
  'menu-en.pdf': 'en',
  'menu-fr.pdf': 'fr',
};

/** The tenant's own PDF for a locale: `settings/default.menuPdf`, one URL or one per locale. */
function ownPdf(settings: Record<string, unknown> | null, locale: PdfLocale): string | null {
  const value = settings?.menuPdf;
  const url =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? (value as Record<string, unknown>)[locale]
        : undefined;
  return typeof url === 'string' && /^(https:\/\/|\/api\/media\/)/.test(url) ? url : null;
}

/** Generated PDFs by tenant and content hash: a new one only when the menu or brand changes. */
const MAX_CACHED = 60;
const cache = new Map<string, Buffer>();

/**
 * GET /menu/menu.pdf, /menu/menu-en.pdf, /menu/menu-fr.pdf — the PDF menu: the tenant's own
 * uploaded PDF where settings name one (a redirect), else one written from the catalogue in that
 * language with the tenant's brand, sections and prices, kept until the menu changes (its hash is
 * the ETag). Served inline: the page's links open it in a new tab or download it.
 */
const getMenuPdf: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, menuPdfContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const locale = FILES[request.params.file];
      if (!locale)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      const own = ownPdf(await request.docs.get('settings/default'), locale);
      if (own) return reply.header('cache-control', 'no-cache').redirect(own, 302);

      const [view, { branding }] = await Promise.all([
        readMenuView(request.docs, locale),
        readEffectiveBranding(request.docs, locale),
      ]);
      const labels = menuLabels(locale);
      const texts = {
        brand: branding.company.brandName || request.publicHost,
        title: labels.title,
        tabs: labels.tabs,
        footer: labels.pdfFooter.replace('{{currency}}', view.currency),
      };
      const hash = createHash('sha256')
        .update(JSON.stringify({ view, texts }))
        .digest('base64url')
        .slice(0, 24);
      const etag = `"${hash}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${request.params.file}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const key = `${request.tenant}\n${hash}`;
      let pdf = cache.get(key);
      if (!pdf) {
        pdf = await renderMenuPdf(view, texts);
        cache.set(key, pdf);
        if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      }
      return reply.send(pdf);
    },
  });
  done();
};

export default getMenuPdf;
