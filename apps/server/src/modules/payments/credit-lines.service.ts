// Staff set a customer's credit line and see what is left of it (docs/decisions/065-payments.md); each change is
// recorded in the customer's audit trail (ADR 075).
import { isCurrency, type CreditLineResponse, type Money, type SetCreditLineRequest } from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { PaymentsContext } from './payments-context.service';

export function creditLines({ now, audit, repository, availableCreditFor }: PaymentsContext) {
  /** Staff: a customer's credit line and what is left of it. */
  async function creditLine(customerId: string, staff: SessionToken): Promise<CreditLineResponse['data']> {
    const customer = await repository.customer(customerId);
    if (!customer || customer.brandId !== staff.brandId) throw new AppError('USER_NOT_FOUND');
    const line = await repository.creditLine(customerId);
    if (!line || !isCurrency(line.currency)) {
      return { customerId, creditLine: null, used: null, available: null, updatedAt: null };
    }
    const lineAmount: Money = { amountMinor: line.amountMinor, currency: line.currency };
    const available = (await availableCreditFor(customerId)) ?? { amountMinor: 0, currency: line.currency };
    const usedMinor = (await repository.openCreditTotals(customerId))
      .filter((total) => total.currency === line.currency)
      .reduce((sum, total) => sum + total.amountMinor, 0);
    return {
      customerId,
      creditLine: lineAmount,
      used: { amountMinor: usedMinor, currency: line.currency },
      available,
      updatedAt: line.updatedAt.toISOString(),
    };
  }

  return {
    creditLine,

    async setCreditLine(
      customerId: string,
      body: SetCreditLineRequest,
      staff: SessionToken,
      ipAddress = 'unknown',
    ): Promise<CreditLineResponse['data']> {
      const customer = await repository.customer(customerId);
      if (!customer || customer.brandId !== staff.brandId) throw new AppError('USER_NOT_FOUND');
      const before = await repository.creditLine(customerId);
      await repository.setCreditLine({ customerId, ...body, setBy: staff.customerId, now: new Date(now()) });
      await audit?.record({
        action: 'creditLine.changed',
        actor: { customerId: staff.customerId, email: staff.claims.email, ipAddress },
        subject: { customerId, email: customer.email },
        details: {
          before: before ? { amountMinor: before.amountMinor, currency: before.currency } : null,
          after: { amountMinor: body.amountMinor, currency: body.currency },
        },
      });
      return creditLine(customerId, staff);
    },
  };
}
