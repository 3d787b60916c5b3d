import { ErrorBodySchema } from '@bar/domain/api/contract';

/** The one error shape (see plugins/app/errors.ts), for documenting 4xx answers in OpenAPI. */
export { ErrorBodySchema };

/** `security` for a route that reads the bearer ID token (the scheme is declared in plugins/external/docs.ts). */
export const bearerSecurity = [{ bearer: [] }];

/** The answers the auth hook gives a restricted route's unauthorised callers. */
export const authErrorResponses = { 401: ErrorBodySchema, 403: ErrorBodySchema };
