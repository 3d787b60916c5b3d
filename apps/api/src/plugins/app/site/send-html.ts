import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, encodedEtag, negotiateEncoding } from '../../../lib/http/content-encoding.js';
import { matchesIfNoneMatch } from '../../../lib/http/etag.js';
import type { HtmlDocument } from './html-documents.js';
import { addVary } from '../../../lib/http/vary.js';
import { NOT_FOR_DOCUMENTS } from '../../external/security.js';

/**
 * A served page: browsers ask again each time (the ETag makes that a 304), while the CDN in front
 * (Firebase Hosting) keeps it 20 s. Never stale-while-revalidate: a page handed out after its
 * time, next to the tenant's newer data, would hydrate with texts it was not served with. With
 * the API's own 30 s reuse of a tenant's data, a staff change is on every page within a minute.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=20';

/**
 * Sends a served page: its policy (in the page, and the header's share: html-documents), none
 * of the headers only old browsers read (security plugin), the body compressed as the
 * client accepts (each encoding with its own ETag, as the bodies differ), 304 when the client
 * already has it. Browsers revalidate every time (max-age=0): the head follows the back office
 * within the data TTL, and a 304 costs a few hundred bytes. A page depends on nothing but the
 * host, the URL and Accept-Encoding, so the front cache may replay it (lib/cache/front-cache).
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlDocument,
  status = 200,
) {
  for (const name of NOT_FOR_DOCUMENTS) reply.removeHeader(name);
  // The policy the security plugin set does not know the page's scripts: the page's replaces it.
  if (page.headerPolicy) void reply.header('content-security-policy', page.headerPolicy);
  else reply.removeHeader('content-security-policy');
  reply.frontCacheable = status === 200;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = encodedEtag(page.etag, encoding);
  void addVary(reply, 'Accept-Encoding')
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('etag', etag);
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag))
    return reply.code(304).send();
  if (!encoding) return reply.send(page.html);
  const body = await encodedBody({ text: page.html, encoded: page.encoded }, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
