import { AppError } from '../../errors/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionToken } from '../accounts/session-tokens';
import type { AuditService } from '../audit/audit.service';

export interface ImpersonationServiceOptions {
  accountsService: AccountsService;
  audit: Pick<AuditService, 'record'>;
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;

/**
 * Staff acting as a customer (docs/product/staff.md#impersonation, docs/product/staff.md#who-is-staff). The customer's
 * token carries `impersonated_by` (the staff e-mail) and the staff id; every start and end is written to the audit log.
 */
export function createImpersonationService({ accountsService, audit }: ImpersonationServiceOptions) {
  const { sessions } = accountsService;

  return {
    async start(
      session: SessionToken,
      target: { customerId?: string | undefined; email?: string | undefined },
      ipAddress: string,
    ): Promise<{ jwt: string }> {
      // An impersonation token cannot start another one; only validated staff accounts may.
      if (session.impersonatorId) throw new AppError('ACCESS_FORBIDDEN');
      const staff = await accountsService.findCustomerById(session.customerId);
      if (!staff || !sessions.isStaff(staff)) throw new AppError('ACCESS_FORBIDDEN');
      const customer = target.customerId
        ? await accountsService.findCustomerById(target.customerId)
        : await accountsService.findCustomerByEmail(target.email ?? '');
      if (!customer) throw new AppError('USER_NOT_FOUND');
      if (customer.id === staff.id || sessions.isStaff(customer)) throw new AppError('ACCESS_FORBIDDEN');
      await audit.record({
        action: 'impersonation.start',
        actor: { customerId: staff.id, email: staff.email, ipAddress },
        subject: { customerId: customer.id, email: customer.email },
      });
      return { jwt: await sessions.issue(customer, { id: staff.id, email: staff.email }) };
    },

    /** Ends the impersonation: the staff member's own token back (404 USER_NOT_FOUND if they are gone). */
    async end(session: SessionToken, ipAddress: string): Promise<{ jwt: string }> {
      if (!session.impersonatorId) throw new AppError('ACCESS_FORBIDDEN');
      const staff = await accountsService.findCustomerById(session.impersonatorId);
      await audit.record({
        action: 'impersonation.end',
        actor: { customerId: staff?.id ?? null, email: session.claims.impersonated_by ?? 'unknown', ipAddress },
        subject: { customerId: session.customerId, email: session.claims.email },
      });
      await sessions.end(session, 'impersonation-end');
      if (!staff) throw new AppError('USER_NOT_FOUND');
      return { jwt: await sessions.issue(staff) };
    },
  };
}
