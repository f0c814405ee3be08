import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(entry: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(entry);
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
  };
}
