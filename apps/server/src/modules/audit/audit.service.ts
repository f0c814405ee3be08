import { auditActions, type AuditAction, type AuditEntry, type AuditEntryView } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { createAuditRepository } from './audit.repository';

export type AuditService = ReturnType<typeof createAuditService>;

/** Who acted and from where: a staff member's session and the request's address. */
export interface AuditActor {
  customerId: string | null;
  email: string;
  ipAddress: string;
}

/** One act of staff on a customer, as recorded. */
export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  subject: { customerId: string; email: string };
  /** What changed: before and after, or whatever names the change. */
  details?: Record<string, unknown>;
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
 * The audit log, append-only (ADR 032, ADR 075, ADR 080). Two kinds of entry: what staff did to a customer
 * (impersonation start and end, role and credit-line changes, accounts opened for them, sessions ended: `record`,
 * read on the customer page by `trailOf`), and changes of an entity staff must answer for (rate settings:
 * `writeWithin` the change's own transaction, so both exist or neither; read by `history`).
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
      return repository.history(query);
    },
  };
}
