import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { type DeliverMail, smtpTransport } from '../../mail/smtp-transport.js';
import {
  claimOutboxEntry,
  dueOutboxEntries,
  MAX_ATTEMPTS,
  newOutboxEntry,
  OUTBOX,
  type OutboxEntry,
  type OutgoingMail,
  readOutboxEntry,
  retryDelayMs,
  writeClaimedOutboxEntry,
  writeOutboxEntry,
} from '../../repositories/outbox.js';
import type { DocumentStore } from '../../stores/document-store.js';

export interface Mailer {
  readonly driver: 'outbox' | 'smtp';
  /**
   * Stores the message in the tenant's outbox, then (smtp) tries to deliver it once. A delivery
   * failure is recorded and retried later, never thrown: the guest's request is already saved.
   */
  send(docs: DocumentStore, mail: OutgoingMail): Promise<OutboxEntry>;
  /** Delivers a stored message again (staff's "resend"); null when there is no such entry. */
  resend(docs: DocumentStore, id: string): Promise<OutboxEntry | null>;
  /** Delivers the tenant's queued messages whose next attempt is due; how many were tried. */
  retryDue(docs: DocumentStore): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const RETRY_EVERY_MS = 30_000;

/** The tenants this server answers for (its queue is looked at on start and by the scheduler). */
export const servedTenants = (
  config: Pick<Config, 'DEFAULT_TENANT' | 'BOOTSTRAP_TENANT' | 'TENANT_HOSTS'>,
): string[] => [
  ...new Set([config.DEFAULT_TENANT, config.BOOTSTRAP_TENANT, ...config.TENANT_HOSTS.values()]),
];

/**
 * The Mailer port (MAIL_DRIVER): `outbox` keeps every message in the tenant's outbox with a
 * log line; `smtp` also delivers it through nodemailer, retrying failures with a growing delay.
 * Log lines carry ids and states, never an address or a text.
 */
export default fp(
  (fastify, _opts, done) => {
    const { MAIL_DRIVER, SMTP_URL, MAIL_FROM, MAIL_RETRY_BASE_MS } = fastify.config;
    // This process's name on the leases it takes (several instances may share one store).
    const owner = randomUUID();
    const transport = MAIL_DRIVER === 'smtp' ? smtpTransport(SMTP_URL, MAIL_FROM) : null;
    const log = fastify.log.child({ component: 'mailer' });
    const tenantsWithQueue = new Map<string, DocumentStore>();

    async function attempt(docs: DocumentStore, entry: OutboxEntry, deliver: DeliverMail) {
      const attempts = entry.attempts + 1;
      const now = new Date();
      let next: OutboxEntry;
      try {
        await deliver(entry);
        next = {
          ...entry,
          state: 'sent',
          attempts,
          sentAt: now.toISOString(),
          nextAttemptAt: null,
          lastError: null,
        };
      } catch (err) {
        const gaveUp = attempts >= MAX_ATTEMPTS;
        next = {
          ...entry,
          state: gaveUp ? 'failed' : 'queued',
          attempts,
          nextAttemptAt: gaveUp
            ? null
            : new Date(now.getTime() + retryDelayMs(attempts, MAIL_RETRY_BASE_MS)).toISOString(),
          // The transport's error names the server's answer, not the message or its recipient.
          lastError: String((err as Error).message ?? err).slice(0, 300),
        };
        if (!gaveUp) tenantsWithQueue.set(docs.scope, docs);
      }
      next.updatedAt = now.toISOString();
      await writeOutboxEntry(docs, next);
      log.info(
        { tenant: docs.scope, outboxId: next.id, kind: next.kind, state: next.state, attempts },
        'mail attempt',
      );
      return next;
    }

    const mailer: Mailer = {
      driver: MAIL_DRIVER,
      async send(docs, mail) {
        const now = new Date();
        const entry = newOutboxEntry(mail, transport ? 'queued' : 'kept', now);
        if (!transport) await writeOutboxEntry(docs, entry);
        // Written claimed: another instance's sweep cannot send it while this one does.
        else await writeClaimedOutboxEntry(docs, entry, owner, now);
        if (!transport) {
          log.info(
            { tenant: docs.scope, outboxId: entry.id, kind: entry.kind, state: entry.state },
            'mail kept in the outbox',
          );
          return entry;
        }
        return attempt(docs, entry, transport.deliver);
      },
      async resend(docs, id) {
        const entry = await readOutboxEntry(docs, id);
        if (!entry) return null;
        if (!transport) {
          const kept = { ...entry, state: 'kept' as const, updatedAt: new Date().toISOString() };
          await writeOutboxEntry(docs, kept);
          return kept;
        }
        const claimed = await claimOutboxEntry(docs, id, owner, new Date());
        // Being sent by another instance right now: it answers as it stands.
        if (!claimed) return entry;
        return attempt(
          docs,
          { ...claimed, attempts: Math.min(claimed.attempts, MAX_ATTEMPTS - 1) },
          transport.deliver,
        );
      },
      async retryDue(docs) {
        if (!transport) return 0;
        let tried = 0;
        for (const { id } of await dueOutboxEntries(docs, new Date())) {
          // Only the instance whose claim wins delivers it (a message is sent once).
          const claimed = await claimOutboxEntry(docs, id, owner, new Date(), { dueOnly: true });
          if (!claimed) continue;
          await attempt(docs, claimed, transport.deliver);
          tried++;
        }
        return tried;
      },
    };
    fastify.decorate('mailer', mailer);

    if (transport) {
      // A tenant stays on the retry list while it has queued messages, due now or later.
      const hasQueue = async (docs: DocumentStore) =>
        (await docs.count(OUTBOX, { where: [{ field: 'state', op: '==', value: 'queued' }] })) > 0;
      const retryTenant = async (scope: string, docs: DocumentStore) => {
        await mailer.retryDue(docs);
        if (await hasQueue(docs)) tenantsWithQueue.set(scope, docs);
        else tenantsWithQueue.delete(scope);
      };
      let running = Promise.resolve();
      const sweep = () => {
        running = running.then(async () => {
          for (const [scope, docs] of [...tenantsWithQueue]) {
            await retryTenant(scope, docs).catch((err: unknown) =>
              log.warn({ err, tenant: scope }, 'mail retry failed'),
            );
          }
        });
        return running;
      };
      const timer = setInterval(() => void sweep(), RETRY_EVERY_MS);
      timer.unref();
      // After a restart the queue is in the store, not in memory: every tenant this server
      // answers for is checked once it is ready, and its due messages go out at once.
      fastify.addHook('onReady', async () => {
        for (const tenant of servedTenants(fastify.config)) {
          const docs = fastify.documents.forTenant(tenant);
          if (await hasQueue(docs).catch(() => false)) tenantsWithQueue.set(tenant, docs);
        }
        if (tenantsWithQueue.size > 0) {
          log.info({ tenants: [...tenantsWithQueue.keys()] }, 'resuming queued mail');
          void sweep();
        }
      });
      fastify.addHook('onClose', async () => {
        clearInterval(timer);
        await running.catch(() => undefined);
        transport.close();
      });
    }
    done();
  },
  { name: 'mailer', dependencies: ['config', 'stores'], fastify: '5.x' },
);
