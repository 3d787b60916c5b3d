import { ErrorBodySchema } from '@bar/domain/api/contract';

/** The one error shape (see plugins/app/errors.ts), for documenting 4xx answers in OpenAPI. */
export { ErrorBodySchema };

/** `security` for a route that reads the bearer ID token (the scheme is declared in plugins/external/docs.ts). */
export const bearerSecurity = [{ bearer: [] }];

/** `security` of a public route that reads a token when one is sent: none, or the bearer token. */
export const optionalBearerSecurity: Record<string, string[]>[] = [{}, { bearer: [] }];

/** `security` of the scheduler's route (POST /api/tasks/run): the shared `x-tasks-token` header. */
export const tasksTokenSecurity = [{ tasksToken: [] }];

/** The answers the auth hook gives a restricted route's unauthorised callers. */
export const authErrorResponses = { 401: ErrorBodySchema, 403: ErrorBodySchema };
