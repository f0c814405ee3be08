import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { BrandsService } from '../brands/brands.service';
import { createEventsRepository } from './events.repository';

export interface EventsServiceOptions {
  db: Database;
  brandsService: BrandsService;
  now?: () => number;
}

export type EventsService = ReturnType<typeof createEventsService>;

/**
 * Analytics events the web app sends (docs/product/shell.md#analytics-events `POST /api/v2/events`), kept per customer.
 */
export function createEventsService({ db, brandsService, now = Date.now }: EventsServiceOptions) {
  const repository = createEventsRepository(db);
  return {
    /** 403 ACCESS_FORBIDDEN when the token was issued on another brand than the one asked. */
    async record(
      session: SessionToken,
      hostname: string,
      event: { name: string; properties: Record<string, unknown> },
    ): Promise<void> {
      const brand = await brandsService.configurationForHost(hostname);
      if (brand.id !== session.brandId) throw new AppError('ACCESS_FORBIDDEN');
      await repository.insert({
        customerId: session.customerId,
        name: event.name,
        properties: event.properties,
        createdAt: new Date(now()),
      });
    },
  };
}
