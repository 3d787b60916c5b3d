import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../../../lib/security/roles.js';
import { accessForScope } from '../../../plugins/app/auth/route-access.js';
import { createSecretBox, loadEncryptionKey } from '../../../lib/security/secret-box.js';
import getEnvVersion from './get-env-version.js';
import listEnvVersions from './list-env-versions.js';
import restoreEnvVersion from './restore-env-version.js';

/** /api/admin/env (superadmins only): one file per endpoint; a version is read with the same key as /api/env. */
const adminEnvRoutes: FastifyPluginAsync = async (fastify) => {
  accessForScope(fastify, ACCESS.superadmin);
  const box = createSecretBox(loadEncryptionKey(fastify.config, fastify.log));
  await fastify.register(listEnvVersions);
  await fastify.register(getEnvVersion, { box });
  await fastify.register(restoreEnvVersion, { box });
};

export default adminEnvRoutes;
