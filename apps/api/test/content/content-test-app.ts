import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { authEnv, bearer, type Callers, createCallers } from '../auth/auth-test-app.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildApp, hostOf } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

/** The real app, seeded, on the Auth emulator, with one caller per role. */
export async function buildContentApp(): Promise<{ app: FastifyInstance; callers: Callers }> {
  const host = inject('authEmulatorHost');
  // Seeded after boot rather than with SEED_DEMO: rendering the demo pictures can outlast
  // Fastify's plugin timeout when the whole suite runs in parallel on two cores.
  const { app } = await buildApp(authEnv(host));
  await seedDemo(app.documents, app.blobs);
  return { app, callers: await createCallers(authEmulator(host)) };
}

export type Who = keyof Callers | 'nobody';

/** A request as `who` on `localhost:{port}` (3002 is tenant restaurant, 3000 default). */
export const caller =
  (app: FastifyInstance, callers: Callers) =>
  (
    method: 'GET' | 'PATCH',
    url: string,
    who: Who,
    payload?: unknown,
    port = 3002,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...hostOf(port), ...(who === 'nobody' ? {} : bearer(callers[who])), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
