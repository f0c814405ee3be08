import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  customers,
  customRequestEvents,
  customRequests,
  type CustomRequestRow,
  type NewCustomRequestEventRow,
} from '../../db/schema';

export interface RequestInboxFilters {
  brandId: string;
  kind?: { kind: string; reason?: string | undefined } | undefined;
  status?: string | undefined;
  /** A staff id, or null for unassigned requests. */
  assigneeId?: string | null | undefined;
  /** Contact name, e-mail, company, phone, or the start of the reference. */
  search?: string | undefined;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export interface PersonRow {
  id: string;
  contactName: string;
  contactSurname: string | null;
  email: string;
}

const assignees = alias(customers, 'assignees');
const actors = alias(customers, 'actors');
const eventAssignees = alias(customers, 'event_assignees');

const personColumns = (table: typeof customers | typeof assignees | typeof actors | typeof eventAssignees) => ({
  id: table.id,
  contactName: table.contactName,
  contactSurname: table.contactSurname,
  email: table.email,
});

/** The inbox's reads and the staff's changes of a request (docs/decisions/078-staff-requests-inbox.md). */
export function createRequestInboxRepository(db: Database) {
  function whereOf({ brandId, kind, status, assigneeId, search }: RequestInboxFilters, withStatus = true) {
    const term = search?.trim();
    const pattern = term ? `%${likeLiteral(term)}%` : undefined;
    return and(
      eq(customRequests.brandId, brandId),
      kind ? eq(customRequests.kind, kind.kind) : undefined,
      kind?.reason ? eq(customRequests.reason, kind.reason) : undefined,
      withStatus && status ? eq(customRequests.status, status) : undefined,
      assigneeId === undefined
        ? undefined
        : assigneeId === null
          ? isNull(customRequests.assigneeId)
          : eq(customRequests.assigneeId, assigneeId),
      pattern
        ? or(
            ilike(customRequests.contactName, pattern),
            ilike(customRequests.contactEmail, pattern),
            ilike(customRequests.company, pattern),
            ilike(customRequests.contactPhone, pattern),
            sql`${customRequests.id}::text like ${`${likeLiteral(term!.toLowerCase())}%`}`,
          )
        : undefined,
    ) as SQL;
  }

  return {
    /** One page, newest first (ties by id), with the assignee's name joined (no read per row). */
    async page(filters: RequestInboxFilters, { offset, limit }: { offset: number; limit: number }) {
      const where = whereOf(filters);
      const [rows, [totals], counts] = await Promise.all([
        db
          .select({ request: customRequests, assignee: personColumns(assignees) })
          .from(customRequests)
          .leftJoin(assignees, eq(assignees.id, customRequests.assigneeId))
          .where(where)
          .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(customRequests).where(where),
        db
          .select({ status: customRequests.status, total: count() })
          .from(customRequests)
          .where(whereOf(filters, false))
          .groupBy(customRequests.status),
      ]);
      return { rows, total: totals?.total ?? 0, counts };
    },

    /** Staff holding requests of the brand now. */
    async assigneesOfBrand(brandId: string): Promise<PersonRow[]> {
      return db
        .selectDistinct(personColumns(customers))
        .from(customRequests)
        .innerJoin(customers, eq(customers.id, customRequests.assigneeId))
        .where(eq(customRequests.brandId, brandId))
        .orderBy(asc(customers.contactName), asc(customers.id));
    },

    async findWithAssignee(id: string) {
      const [row] = await db
        .select({ request: customRequests, assignee: personColumns(assignees) })
        .from(customRequests)
        .leftJoin(assignees, eq(assignees.id, customRequests.assigneeId))
        .where(eq(customRequests.id, id))
        .limit(1);
      return row;
    },

    /** The request locked for a change (a concurrent change waits, so a move is judged on the latest status). */
    async lockForChange(id: string): Promise<CustomRequestRow | undefined> {
      const [row] = await db.select().from(customRequests).where(eq(customRequests.id, id)).for('update').limit(1);
      return row;
    },

    async update(id: string, change: Partial<Pick<CustomRequestRow, 'status' | 'assigneeId' | 'updatedAt'>>) {
      await db.update(customRequests).set(change).where(eq(customRequests.id, id));
    },

    async addEvent(event: NewCustomRequestEventRow) {
      await db.insert(customRequestEvents).values(event);
    },

    /** The request's history, oldest first, with who did it and whom it was assigned to. */
    async history(requestId: string) {
      return db
        .select({
          event: customRequestEvents,
          actor: personColumns(actors),
          assignee: personColumns(eventAssignees),
        })
        .from(customRequestEvents)
        .leftJoin(actors, eq(actors.id, customRequestEvents.actorId))
        .leftJoin(eventAssignees, eq(eventAssignees.id, customRequestEvents.assigneeId))
        .where(eq(customRequestEvents.requestId, requestId))
        .orderBy(asc(customRequestEvents.createdAt), asc(customRequestEvents.id));
    },
  };
}
