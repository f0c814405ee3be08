import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: 'impersonation.start' | 'impersonation.end';
  actorCustomerId: string | null;
  actorEmail: string;
  subjectCustomerId: string;
  subjectEmail: string;
  ipAddress: string;
  createdAt: Date;
}

export function createImpersonationRepository(db: Database) {
  return {
    async writeAudit(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
  };
}
