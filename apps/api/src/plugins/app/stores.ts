import fp from 'fastify-plugin';
import { recoverInterruptedImports } from '../../cli/tenant-backup.js';
import { useStoredRecordLog } from '../../repositories/stored-records.js';
import { seedDemo } from '../../seed/seed-demo.js';
import type { BlobStore } from '../../stores/blobs/blob-store.js';
import { createStores } from '../../stores/create-stores.js';
import type { DocumentStore } from '../../stores/document-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The root document store (every tenant). Routes use `request.docs` instead. */
    documents: DocumentStore;
    /** The root blob store (every tenant). Routes use `request.files` instead. */
    blobs: BlobStore;
  }
  interface FastifyRequest {
    /** The document store scoped to `request.tenant`: every path lives under `tenants/{tenant}/`. */
    docs: DocumentStore;
    /** The blob store scoped to `request.tenant`. */
    files: BlobStore;
  }
}

/**
 * The data ports, chosen by DATA_DRIVER / BLOB_DRIVER. The per-request stores are getters, so
 * they always follow the tenant that the tenancy hook resolved (scoped stores are cached per tenant).
 */
export default fp(
  async (fastify) => {
    const { documents, blobs } = createStores(fastify.config);
    // A stored document that does not fit its schema is reported in the app's log.
    useStoredRecordLog(fastify.log.child({ component: 'stored-records' }));
    fastify.decorate('documents', documents);
    fastify.decorate('blobs', blobs);
    fastify.decorateRequest('docs', {
      getter(this: { tenant: string }) {
        return documents.forTenant(this.tenant);
      },
    });
    fastify.decorateRequest('files', {
      getter(this: { tenant: string }) {
        return blobs.forTenant(this.tenant);
      },
    });
    fastify.addHook('onClose', () => documents.close());
    // An import killed half-way left its journal: the tenant is put back as it was before it.
    // A store that cannot be reached now must not keep every tenant's site down: the readiness
    // probe reports it, and the journal stays for the next start or import to undo.
    try {
      const recovered = await recoverInterruptedImports(documents, blobs);
      if (recovered.length)
        fastify.log.warn({ tenants: recovered }, 'interrupted import undone: tenants put back');
    } catch (error) {
      fastify.log.error(
        { err: error },
        'interrupted imports not checked: the store did not answer',
      );
    }
    if (fastify.config.SEED_DEMO) {
      const seeded = await seedDemo(documents, blobs);
      if (seeded.length) fastify.log.info({ tenants: seeded }, 'demo content seeded');
    }
  },
  { name: 'stores', dependencies: ['config', 'tenancy'], fastify: '5.x' },
);
