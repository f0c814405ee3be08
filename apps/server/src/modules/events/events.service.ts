import type { Database } from '../../db/database';
import type { SessionToken } from '../accounts/session-tokens';
import { createEventsRepository } from './events.repository';

export interface EventsServiceOptions {
  db: Database;
  now?: () => number;
}

export type EventsService = ReturnType<typeof createEventsService>;

/**
 * Analytics events the web app sends (docs/product/shell.md#analytics-events `POST /api/v2/events`), kept per customer.
 */
export function createEventsService({ db, now = Date.now }: EventsServiceOptions) {
  const repository = createEventsRepository(db);
  return {
    /** The route's session guard refused a token of another brand (403 ACCESS_FORBIDDEN). */
    async record(session: SessionToken, event: { name: string; properties: Record<string, unknown> }): Promise<void> {
      await repository.insert({
        customerId: session.customerId,
        name: event.name,
        properties: event.properties,
        createdAt: new Date(now()),
      });
    },
  };
}
