import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export function createEventsRepository(db: Database) {
  return {
    async insert(row: {
      customerId: string;
      name: string;
      properties: Record<string, unknown>;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(analyticsEvents).values(row);
    },
  };
}
