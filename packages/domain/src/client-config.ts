import { z } from 'zod';

/**
 * What a browser needs at run time (GET /api/client-config): the public Firebase web config and
 * where the apps live. One build then runs on every tenant and environment. Nothing secret.
 */
export const ClientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string(),
  }),
  /** e.g. http://127.0.0.1:9099 on the local stack, null in production. */
  authEmulatorUrl: z.string().nullable(),
  /** True on the local stack (the admin gate then offers the e-mail form). */
  localMode: z.boolean(),
  /** The public site's origin when it differs from this host ('' = same origin). */
  webUrl: z.string(),
  /** The back office's address when it differs from `/admin` on this host ('' = that). */
  adminUrl: z.string(),
});

export type ClientConfig = z.infer<typeof ClientConfigSchema>;
