import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { type Role, roleOnTenant, type RouteAccess } from '../../lib/security/roles.js';
import { MemberLookup } from '../../repositories/members.js';
import { createFirebaseIdentity } from './auth/firebase-identity.js';
import {
  bearerToken,
  type Identity,
  type IdentityVerifier,
  InvalidTokenError,
} from './auth/identity.js';
import {
  authErrorResponses,
  bearerSecurity,
  optionalBearerSecurity,
} from '../../lib/http/openapi.js';
import { declaredAccess, requestAccess, scopeAccess } from './auth/route-access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see ../../lib/security/roles.ts). Required: a route without it fails the boot. */
    access?: RouteAccess;
    /** Set by the auth plugin on the routes that run its guard themselves. */
    guarded?: boolean;
    /**
     * A public route that reads the caller's identity or role when a token comes with the call
     * (`optional`). Other public routes never verify a token, so they never wait for Auth.
     */
    identity?: 'optional';
  }
  interface FastifyInstance {
    /** Who is an admin of which tenant (members store, briefly cached; forget() after a change). */
    members: MemberLookup;
  }
  interface FastifyRequest {
    /** The verified caller, or null (no token, or a token that did not verify). */
    identity: Identity | null;
    /** The caller's role on the request's tenant: `anon` without an identity or for an anonymous guest. */
    role: Role;
  }
}

/**
 * Who the caller is and whether the route admits them. Every route declares `config.access`
 * (checked as routes are added, so a forgotten declaration stops the boot) and this one hook
 * enforces it: no valid token → 401, a role the route does not admit → 403.
 */
export default fp(
  (fastify, _opts, done) => {
    const { config } = fastify;
    const verifier: IdentityVerifier = createFirebaseIdentity(config);
    const members = new MemberLookup(fastify.documents);
    fastify.decorate('members', members);

    fastify.decorateRequest('identity', null);
    fastify.decorateRequest('role', 'anon');

    /** Verifies the token once per request, and only when one was sent; Auth gets AUTH_TIMEOUT_MS. */
    const identify = async (
      header: string | undefined,
      restricted: boolean,
      log: typeof fastify.log,
    ) => {
      const token = bearerToken(header);
      if (token === undefined) return null;
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          verifier.verify(token),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(
              () => reject(new Error(`ID token check took over ${config.AUTH_TIMEOUT_MS} ms`)),
              config.AUTH_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (err) {
        if (err instanceof InvalidTokenError) {
          log.info({ reason: err.reason }, 'ID token rejected');
          return null;
        }
        // The verifier is unreachable: a public route carries on as anon, a protected one fails.
        if (restricted) throw err;
        log.warn({ err }, 'ID token could not be verified; treating the caller as anon');
        return null;
      } finally {
        clearTimeout(timer);
      }
    };

    /** 503 with its own code and translated text ("cannot check your access now"). */
    const authUnavailable = (request: FastifyRequest) =>
      Object.assign(new Error(errorMessage('AUTH_UNAVAILABLE', requestLocale(request))), {
        statusCode: 503,
        code: 'AUTH_UNAVAILABLE',
        expose: true,
      });

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const access = requestAccess(request);
      const restricted = access !== 'public';
      // A public route that does not read the caller never waits for Auth: anon, token or not.
      if (!restricted && request.routeOptions.config.identity !== 'optional') return;
      let identity: Identity | null;
      try {
        identity = await identify(request.headers.authorization, restricted, request.log);
      } catch (err) {
        request.log.error({ err }, 'ID token verification unavailable');
        throw authUnavailable(request);
      }
      request.identity = identity;
      try {
        request.role = await roleOnTenant(identity, request.tenant, config, (email) =>
          members.isMember(request.tenant, email),
        );
      } catch (err) {
        // The members store is unreachable: a public route carries on as a plain user.
        if (restricted) {
          request.log.error({ err }, 'tenant members unavailable');
          throw authUnavailable(request);
        }
        request.role = 'user';
      }
      if (!restricted || access.includes(request.role)) return;

      void reply.header('cache-control', 'no-store');
      if (!identity) {
        void reply.header('www-authenticate', 'Bearer');
        throw fastify.httpErrors.unauthorized(errorMessage('UNAUTHORIZED', requestLocale(request)));
      }
      throw fastify.httpErrors.forbidden(errorMessage('FORBIDDEN', requestLocale(request)));
    };

    // Each route runs the guard as its own last onRequest hook: after the rate limit's (added by
    // the security plugin's onRoute hook, before this one), so refused calls count toward the
    // limit too. Not-found answers and routes added before this plugin run it from here.
    fastify.addHook('onRoute', function (route) {
      // `this` is the plugin instance the route is registered on: its scope may give the access.
      const access = declaredAccess(route, scopeAccess(this));
      route.config = { ...route.config, access, guarded: true };
      // A restricted route reads the bearer token and may answer 401/403: say so in OpenAPI
      // when the route did not (routes registered from a contract leave it to this hook).
      if (access !== 'public' && route.schema && !route.schema.security) {
        route.schema = {
          ...route.schema,
          security: bearerSecurity,
          response: { ...authErrorResponses, ...(route.schema.response as object | undefined) },
        };
      } else if (route.schema && !route.schema.security) {
        // A public route says so too (`[]`), or that it reads a token when one is sent.
        const optional =
          (route.config as { identity?: string } | undefined)?.identity === 'optional';
        route.schema = { ...route.schema, security: optional ? optionalBearerSecurity : [] };
      }
      const own = route.onRequest;
      route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), guard];
    });
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.guarded) await guard(request, reply);
    });

    done();
  },
  { name: 'auth', dependencies: ['config', 'tenancy', 'stores'], fastify: '5.x' },
);
