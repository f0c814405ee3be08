import { auditActions, type AuditAction, type AuditEntry } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { createAuditRepository } from './audit.repository';

/** Who acted and from where: a staff member's session and the request's address. */
export interface AuditActor {
  customerId: string | null;
  email: string;
  ipAddress: string;
}

/** One change to a customer, as recorded. */
export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  subject: { customerId: string; email: string };
  /** What changed: before and after, or whatever names the change. */
  details?: Record<string, unknown>;
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit log (ADR 032, ADR 075): append-only entries of what staff did to a customer — impersonation start and
 * end, role and credit-line changes, accounts opened for them, sessions ended. The customer page reads them.
 */
export function createAuditService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const repository = createAuditRepository(db);
  const isAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);
  return {
    async record({ action, actor, subject, details = {} }: AuditRecord): Promise<void> {
      await repository.insert({
        action,
        actorCustomerId: actor.customerId,
        actorEmail: actor.email,
        subjectCustomerId: subject.customerId,
        subjectEmail: subject.email,
        ipAddress: actor.ipAddress,
        details,
        createdAt: new Date(now()),
      });
    },

    /** The customer's trail, newest first. */
    async trailOf(customerId: string, limit: number): Promise<AuditEntry[]> {
      const rows = await repository.ofSubject(customerId, limit);
      return rows.flatMap((row) =>
        isAction(row.action)
          ? [
              {
                id: row.id,
                action: row.action,
                actorEmail: row.actorEmail,
                at: row.createdAt.toISOString(),
                ipAddress: row.ipAddress,
                details: row.details,
              },
            ]
          : [],
      );
    },
  };
}
