import type { AuditEntryView } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { createAuditRepository } from './audit.repository';

export type AuditService = ReturnType<typeof createAuditService>;

/** Who makes a change and from where (the staff session and the request's address). */
export interface AuditActor {
  customerId: string | null;
  email: string;
  ipAddress: string;
}

/** One change of an entity: `before` null for a creation, `after` null for a removal. */
export interface EntityChange {
  /** `<entityType>.<create|update|delete>` by convention. */
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** JSON values only (dates as ISO strings), so what is read back equals what was written. */
const asJson = (value: Record<string, unknown> | null) =>
  value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

/**
 * The one way to write to the audit log (docs/decisions/080-rate-settings-and-audit.md): a module changing something
 * staff must answer for calls `writeWithin` with its own transaction, so the change and its entry exist together or
 * not at all; `history` reads an entity's (or an entity type's) entries, newest first.
 */
export function createAuditService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  return {
    async writeWithin(tx: Database, actor: AuditActor, changes: readonly EntityChange[]): Promise<void> {
      const createdAt = new Date(now());
      await createAuditRepository(tx).insertAll(
        changes.map((change) => ({
          action: change.action,
          entityType: change.entityType,
          entityId: change.entityId,
          actorCustomerId: actor.customerId,
          actorEmail: actor.email,
          ipAddress: actor.ipAddress,
          before: asJson(change.before),
          after: asJson(change.after),
          createdAt,
        })),
      );
    },

    history(query: { entityType: string; entityId?: string | undefined; limit: number }): Promise<AuditEntryView[]> {
      return createAuditRepository(db).history(query);
    },
  };
}
