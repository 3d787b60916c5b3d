import type { FastifyPluginAsync } from 'fastify';
import { createSecretBox, loadEncryptionKey } from '../../lib/security/secret-box.js';
import backupEnv from './backup-env.js';
import resolveEnv from './resolve-env.js';

/**
 * /api/env: the tenant's environment variables (superadmin only). The key is loaded at boot, so
 * a missing production key stops the start instead of failing the first save.
 */
const envRoutes: FastifyPluginAsync = async (fastify) => {
  const box = createSecretBox(loadEncryptionKey(fastify.config, fastify.log));
  await fastify.register(resolveEnv, { box });
  await fastify.register(backupEnv, { box });
};

export default envRoutes;
