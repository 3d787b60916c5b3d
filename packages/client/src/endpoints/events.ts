import type { listEventsContract } from '@bar/domain/api/events';
import { endpoint } from '../endpoint';

export type { PublicEventList } from '@bar/domain/api/events';
export type { Event } from '@bar/domain/events/schema';

const contracts = () => import('@bar/domain/api/events');

/** GET /api/events?when=&limit= — published events, upcoming or past. */
export const listEvents = endpoint<typeof listEventsContract>('GET /api/events', () =>
  contracts().then((m) => m.listEventsContract),
);
