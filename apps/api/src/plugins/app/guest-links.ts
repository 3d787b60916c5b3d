import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { loadEncryptionKey } from '../../lib/security/secret-box.js';

/**
 * Signed links a guest follows from a mail without signing in (cancel a reservation, confirm or
 * leave the mailing list): `{id}.{HMAC-SHA256(purpose, id)}`, base64url. The key is derived
 * (HKDF) from the server's encryption key, so no extra secret needs configuring.
 */
export interface GuestLinks {
  sign(purpose: string, id: string): string;
  /** The id a token was signed for, or null when it was not signed by us for that purpose. */
  verify(purpose: string, token: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    guestLinks: GuestLinks;
  }
}

export default fp(
  (fastify, _opts, done) => {
    const master = loadEncryptionKey(fastify.config, fastify.log);
    const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'guest-links', 32));
    const mac = (purpose: string, id: string) =>
      createHmac('sha256', key).update(`${purpose}\n${id}`).digest('base64url');
    fastify.decorate('guestLinks', {
      sign: (purpose, id) => `${Buffer.from(id).toString('base64url')}.${mac(purpose, id)}`,
      verify(purpose, token) {
        const [encoded = '', signature = ''] = token.split('.');
        const id = Buffer.from(encoded, 'base64url').toString('utf8');
        if (!id || !signature) return null;
        const expected = Buffer.from(mac(purpose, id));
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
      },
    } satisfies GuestLinks);
    done();
  },
  { name: 'guest-links', dependencies: ['config'], fastify: '5.x' },
);
