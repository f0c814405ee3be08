import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  customerSessions,
  customers,
  emailCodes,
  loginFailures,
  passwordResetLinks,
  serverSecrets,
  type CustomerRow,
  type NewCustomerRow,
} from '../../db/schema';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Database) {
  // Sign-in's look-up, built once (a prepared statement on PostgreSQL), not per request.
  const customerByEmail = db
    .select()
    .from(customers)
    .where(eq(customers.email, sql.placeholder('email')))
    .limit(1)
    .prepare('customer_by_email');

  return {
    /** The secret under `name`, created with `candidate` the first time (any process may race). */
    async secret(name: string, candidate: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },

    async findByEmail(email: string): Promise<CustomerRow | undefined> {
      const [row] = await customerByEmail.execute({ email });
      return row;
    },

    async findById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    async phoneNumberTaken(phoneNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.phoneNumber, phoneNumber))
        .limit(1);
      return row !== undefined;
    },

    /** Inserts the customer; undefined when the e-mail or phone was taken meanwhile (unique index). */
    async insert(row: NewCustomerRow): Promise<CustomerRow | undefined> {
      const [inserted] = await db.insert(customers).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async update(id: string, changes: Partial<NewCustomerRow>, now: Date): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ ...changes, updatedAt: now })
        .where(eq(customers.id, id))
        .returning();
      return row;
    },

    /** The failed sign-ins of the account from `client` (none: undefined), and until when it is locked out. */
    async clientFailures(customerId: string, client: string): Promise<{ lockedUntil: Date | null } | undefined> {
      const [row] = await db
        .select({ lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(and(eq(loginFailures.customerId, customerId), eq(loginFailures.client, client)));
      return row;
    },

    /**
     * Counts a failed sign-in of the account from `client`: the client is locked out of it at
     * `lockClientAfter` failures in a row, the whole account at `lockAccountAfter` failures in a
     * row from any clients (ADR 053). Answers whether this failure locked either.
     */
    async recordFailedLogin(
      id: string,
      client: string,
      {
        lockClientAfter,
        lockAccountAfter,
        lockedUntil,
      }: { lockClientAfter: number; lockAccountAfter: number; lockedUntil: Date },
    ): Promise<{ locked: boolean }> {
      const until = lockedUntil.toISOString();
      return db.transaction(async (tx) => {
        const [clientRow] = await tx
          .insert(loginFailures)
          .values({ customerId: id, client, consecutiveFailures: 1, updatedAt: sql`now()` })
          .onConflictDoUpdate({
            target: [loginFailures.customerId, loginFailures.client],
            set: { consecutiveFailures: sql`${loginFailures.consecutiveFailures} + 1`, updatedAt: sql`now()` },
          })
          .returning({ consecutiveFailures: loginFailures.consecutiveFailures });
        const clientLocked = (clientRow?.consecutiveFailures ?? 0) >= lockClientAfter;
        if (clientLocked) {
          await tx
            .update(loginFailures)
            .set({ consecutiveFailures: 0, lockedUntil: lockedUntil })
            .where(and(eq(loginFailures.customerId, id), eq(loginFailures.client, client)));
        }
        const [accountRow] = await tx
          .update(customers)
          .set({
            consecutiveFailedLogins: sql`case when ${customers.consecutiveFailedLogins} + 1 >= ${lockAccountAfter}
              then 0 else ${customers.consecutiveFailedLogins} + 1 end`,
            lockedUntil: sql`case when ${customers.consecutiveFailedLogins} + 1 >= ${lockAccountAfter}
              then ${until}::timestamptz else ${customers.lockedUntil} end`,
          })
          .where(eq(customers.id, id))
          .returning({ lockedUntil: customers.lockedUntil });
        return { locked: clientLocked || accountRow?.lockedUntil?.getTime() === lockedUntil.getTime() };
      });
    },

    /** A successful sign-in from `client`: its count starts again, and so does the account's. */
    async clearFailedLogins(id: string, client?: string): Promise<void> {
      await db.update(customers).set({ consecutiveFailedLogins: 0, lockedUntil: null }).where(eq(customers.id, id));
      await db
        .delete(loginFailures)
        .where(
          and(eq(loginFailures.customerId, id), client === undefined ? undefined : eq(loginFailures.client, client)),
        );
    },

    async replaceEmailCode(customerId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(emailCodes)
        .values({ customerId, codeHash, expiresAt, failedAttempts: 0 })
        .onConflictDoUpdate({
          target: emailCodes.customerId,
          set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
        });
    },

    async findEmailCode(customerId: string) {
      const [row] = await db.select().from(emailCodes).where(eq(emailCodes.customerId, customerId)).limit(1);
      return row;
    },

    /** One more wrong try; returns the count after it. */
    async countFailedCode(customerId: string): Promise<number> {
      const [row] = await db
        .update(emailCodes)
        .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
        .where(eq(emailCodes.customerId, customerId))
        .returning({ failedAttempts: emailCodes.failedAttempts });
      return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
    },

    /** Uses the code up (only one request can) and marks the e-mail validated. */
    async consumeEmailCode(customerId: string, codeHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(emailCodes)
          .where(and(eq(emailCodes.customerId, customerId), eq(emailCodes.codeHash, codeHash)))
          .returning({ customerId: emailCodes.customerId });
        if (deleted.length === 0) return false;
        await tx
          .update(customers)
          .set({
            emailValidatedAt: sql`coalesce(${customers.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(customers.id, customerId));
        return true;
      });
    },

    async insertResetLink(customerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetLinks).values({ customerId, tokenHash, expiresAt });
    },

    async findResetLink(tokenHash: string) {
      const [row] = await db
        .select()
        .from(passwordResetLinks)
        .where(eq(passwordResetLinks.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Sets the password through a live link and kills the link (and every other link of the
     * customer) in one transaction; false when the link was used or expired meanwhile.
     */
    async resetPasswordWithLink(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordResetLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetLinks.tokenHash, tokenHash),
              isNull(passwordResetLinks.usedAt),
              sql`${passwordResetLinks.expiresAt} > ${now.toISOString()}::timestamptz`,
            ),
          )
          .returning({ customerId: passwordResetLinks.customerId });
        if (!link) return false;
        await tx
          .update(passwordResetLinks)
          .set({ usedAt: now })
          .where(and(eq(passwordResetLinks.customerId, link.customerId), isNull(passwordResetLinks.usedAt)));
        // The e-mailed link is the owner's way out of any lock-out (ADR 053).
        await tx.delete(loginFailures).where(eq(loginFailures.customerId, link.customerId));
        // Whoever held a session may have known the old password: every session ends (ADR 052).
        await tx
          .update(customerSessions)
          .set({ revokedAt: now, revokedReason: 'password-reset' })
          .where(and(eq(customerSessions.customerId, link.customerId), isNull(customerSessions.revokedAt)));
        // The owner of the mailbox proved it: the e-mail counts as validated, the lock lifts.
        await tx
          .update(customers)
          .set({
            passwordHash,
            consecutiveFailedLogins: 0,
            lockedUntil: null,
            emailValidatedAt: sql`coalesce(${customers.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(customers.id, link.customerId));
        return true;
      });
    },
  };
}
