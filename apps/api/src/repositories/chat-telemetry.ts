import {
  type ChatTelemetryEntry,
  type StoredTelemetry,
  StoredTelemetrySchema,
} from '@bar/domain/assistant/wire';
import type { DocumentStore } from '../stores/document-store.js';
import { newId } from './events.js';
import { storedRecords } from './stored-records.js';

/** Per tenant: one document per telemetry entry; `at` is the server's receipt time (epoch ms). */
export const AI_TELEMETRY = 'ai_telemetry';

export async function addTelemetry(
  docs: DocumentStore,
  entries: ChatTelemetryEntry[],
  now: number = Date.now(),
): Promise<number> {
  await docs.batch(
    entries.map((entry) => ({
      type: 'set' as const,
      path: `${AI_TELEMETRY}/${newId()}`,
      data: { ...entry, at: now },
    })),
  );
  return entries.length;
}

/** Entries received in [from, to) (epoch ms), oldest first, at most `limit`. */
export async function listTelemetry(
  docs: DocumentStore,
  from: number,
  to: number,
  limit = 10_000,
): Promise<StoredTelemetry[]> {
  const snapshots = await docs.query(AI_TELEMETRY, {
    where: [
      { field: 'at', op: '>=', value: from },
      { field: 'at', op: '<', value: to },
    ],
    orderBy: [{ field: 'at' }],
    limit,
  });
  return storedRecords(StoredTelemetrySchema, AI_TELEMETRY, snapshots);
}
