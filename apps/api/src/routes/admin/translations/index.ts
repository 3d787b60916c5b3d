import {
  getTranslationsOrderContract,
  putTranslationsOrderContract,
} from '@bar/domain/api/translations';
import type { FastifyPluginAsync } from 'fastify';
import { I18N_ORDERS } from '../../../repositories/translations.js';
import { scopeVersions } from '../content-scope/scope-versions.js';
import deleteTranslations from './delete-translations.js';
import getTranslations from './get-translations.js';
import moveTranslations from './move-translations.js';
import { orderRoutes } from './order-routes.js';
import putTranslations from './put-translations.js';

/** /api/admin/i18n: the translation editor's calls (staff only), one file per endpoint. */
const adminTranslationsRoutes: FastifyPluginAsync = async (fastify) => {
  await scopeVersions(fastify, 'i18n');
  await fastify.register(getTranslations);
  await fastify.register(putTranslations);
  await fastify.register(deleteTranslations);
  await fastify.register(moveTranslations);
  await fastify.register(
    orderRoutes(I18N_ORDERS, {
      get: getTranslationsOrderContract,
      put: putTranslationsOrderContract,
    }),
  );
};

export default adminTranslationsRoutes;
