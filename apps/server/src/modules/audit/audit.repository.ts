import type { AuditEntryView } from '@freightdesk/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** An entity change as the audit module writes it (ADR 080). */
export interface EntityChangeRow {
  action: string;
  entityType: string;
  entityId: string;
  actorCustomerId: string | null;
  actorEmail: string;
  ipAddress: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/** The one audit log (ADR 032, 075, 080): staff's acts on customers and changes to rate settings. */
export function createAuditRepository(db: Database) {
  return {
    async insert(entry: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async insertAll(rows: readonly EntityChangeRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(auditLog).values([...rows]);
    },

    /** The entries about one customer, newest first (audit_log_subject_idx). */
    async ofSubject(customerId: string, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectCustomerId, customerId))
        .orderBy(desc(auditLog.createdAt))
        .limit(limit);
    },

    /** An entity's (or an entity type's) changes, newest first, by the entity index (`audit_log_entity_idx`). */
    async history(query: {
      entityType: string;
      entityId?: string | undefined;
      limit: number;
    }): Promise<AuditEntryView[]> {
      const conditions: SQL[] = [eq(auditLog.entityType, query.entityType)];
      if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
      const rows = await db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          actorEmail: auditLog.actorEmail,
          createdAt: auditLog.createdAt,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.limit);
      return rows.map((row) => ({
        ...row,
        entityType: row.entityType ?? query.entityType,
        entityId: row.entityId ?? '',
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
