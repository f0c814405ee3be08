import { z } from 'zod';
import { backendBranches, defaultBackendBranch, type BackendBranch } from '../brand/backend-branches';
import { bankDetailsSchema, type BankDetails } from './bank-details';
import { paymentFeeRuleSchema, type FeeBearingPaymentMode, type PaymentFeeRule } from './payment-fees';

/**
 * The fees a brand charges when a booking is paid, by mode, unless its brand file says otherwise
 * (docs/decisions/065-payments.md): card 2.9 % + 0.30 (USD, EUR) or ₹20; PayPal 3.49 % + 0.49 (USD) or 0.39 (EUR)
 * or ₹35; wire a fixed 25.00 (USD), 20.00 (EUR) or ₹1,500. Credit has no fee.
 */
export const defaultPaymentFees: Record<FeeBearingPaymentMode, PaymentFeeRule> = {
  card: { percentBasisPoints: 290, fixedMinorByCurrency: { USD: 30, EUR: 30, INR: 2_000 } },
  paypal: { percentBasisPoints: 349, fixedMinorByCurrency: { USD: 49, EUR: 39, INR: 3_500 } },
  wire: { percentBasisPoints: 0, fixedMinorByCurrency: { USD: 2_500, EUR: 2_000, INR: 150_000 } },
};

export const paymentsConfigurationSchema = z
  .object({
    fees: z
      .object({ card: paymentFeeRuleSchema, paypal: paymentFeeRuleSchema, wire: paymentFeeRuleSchema })
      .default(defaultPaymentFees),
    /** Where wire transfers go, per backend branch; a branch without its own pays to the US branch's account. */
    bankDetailsByBranch: z.partialRecord(z.enum(backendBranches), bankDetailsSchema).default({}),
  })
  .default({ fees: defaultPaymentFees, bankDetailsByBranch: {} });
export type PaymentsConfiguration = z.infer<typeof paymentsConfigurationSchema>;

/**
 * The account a customer of `branch` wires money to: their branch's, else the default branch's; null when the brand
 * gives neither (wire transfer is then not offered).
 */
export function bankDetailsForBranch(
  configuration: Pick<PaymentsConfiguration, 'bankDetailsByBranch'>,
  branch: BackendBranch,
): BankDetails | null {
  return configuration.bankDetailsByBranch[branch] ?? configuration.bankDetailsByBranch[defaultBackendBranch] ?? null;
}
