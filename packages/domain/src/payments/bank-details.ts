import { z } from 'zod';

/**
 * The bank account a wire transfer is paid to (docs/product/booking.md#payment-options): beneficiary name and
 * address, bank name and address, account number, IBAN, ABA routing, BIC and fiscal information. An account has
 * an IBAN or an ABA routing number or both, by country.
 */
export const bankDetailsSchema = z
  .object({
    beneficiaryName: z.string().min(1).max(140),
    beneficiaryAddress: z.string().min(1).max(280),
    bankName: z.string().min(1).max(140),
    bankAddress: z.string().min(1).max(280),
    accountNumber: z.string().min(1).max(34),
    /** ISO 13616, printed in groups of four; null where the bank has none (US accounts). */
    iban: z
      .string()
      .regex(/^[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4}){3,8}$/, 'an IBAN (two letters, two digits, up to 30 more)')
      .nullable()
      .default(null),
    /** The nine-digit ABA routing number of US banks. */
    abaRouting: z
      .string()
      .regex(/^\d{9}$/, 'nine digits')
      .nullable()
      .default(null),
    /** SWIFT/BIC: 8 or 11 characters. */
    bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BIC of 8 or 11 characters'),
    /** The beneficiary's tax identification as invoices print it (VAT number, EIN, RNC). */
    fiscalInformation: z.string().max(280).nullable().default(null),
  })
  .refine((details) => details.iban !== null || details.abaRouting !== null, {
    message: 'an IBAN or an ABA routing number',
    path: ['iban'],
  });
export type BankDetails = z.infer<typeof bankDetailsSchema>;
