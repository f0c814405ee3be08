import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { BankDetails } from './bank-details';
import { availableCreditOf, creditCovers } from './payment-credit';
import { bankDetailsForBranch, defaultPaymentFees, paymentsConfigurationSchema } from './payment-configuration';
import { createPaymentRequestSchema } from './payment-contracts';
import { paymentFeeOf, paymentPriceOf } from './payment-fees';
import { paymentOptionsOf, type PaymentAvailability } from './payment-options';
import { paymentReferenceOf, paymentReferencePattern } from './payment-reference';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });
const eur = (amountMinor: number): Money => ({ amountMinor, currency: 'EUR' });

const bank: BankDetails = {
  beneficiaryName: 'Freightdesk Logistics Inc.',
  beneficiaryAddress: '100 Example Plaza, Miami',
  bankName: 'Example National Bank',
  bankAddress: '1 Example Avenue, New York',
  accountNumber: '000123456789',
  iban: null,
  abaRouting: '021000021',
  bic: 'EXNBUS33',
  fiscalInformation: 'EIN 00-0000000',
};

describe('payment fees (docs/decisions/065-payments.md)', () => {
  it('adds the percentage, rounded half up to the cent, and the fixed part of the currency', () => {
    // 2.9 % of 1,234.50 = 35.8005 → 35.80, + 0.30
    expect(paymentFeeOf(usd(123_450), defaultPaymentFees.card)).toEqual(usd(3_610));
    // 3.49 % of 100.00 = 3.49, + 0.39 in euros
    expect(paymentFeeOf(eur(10_000), defaultPaymentFees.paypal)).toEqual(eur(388));
  });

  it('rounds a half cent up', () => {
    expect(paymentFeeOf(usd(50), { percentBasisPoints: 100, fixedMinorByCurrency: {} })).toEqual(usd(1));
  });

  it('a wire transfer costs its fixed fee whatever the amount; credit costs nothing', () => {
    expect(paymentFeeOf(usd(1_000_000), defaultPaymentFees.wire)).toEqual(usd(2_500));
    expect(paymentFeeOf(usd(1_000_000), null)).toEqual(usd(0));
  });

  it('a currency without a fixed amount adds only the percentage', () => {
    expect(paymentFeeOf(usd(10_000), { percentBasisPoints: 200, fixedMinorByCurrency: { EUR: 25 } })).toEqual(usd(200));
  });

  it('the total is the amount and its fee', () => {
    expect(paymentPriceOf(usd(10_000), defaultPaymentFees.card)).toEqual({
      amount: usd(10_000),
      fee: usd(320),
      total: usd(10_320),
    });
  });
});

describe('payment options', () => {
  const none: PaymentAvailability = { card: false, paypal: false, wireBankDetails: null, availableCredit: null };

  it('without provider keys card and PayPal are absent', () => {
    const options = paymentOptionsOf(usd(10_000), defaultPaymentFees, { ...none, wireBankDetails: bank });
    expect(options.map((option) => option.mode)).toEqual(['wire']);
  });

  it('lists every configured mode in order, credit without a fee', () => {
    const options = paymentOptionsOf(usd(10_000), defaultPaymentFees, {
      card: true,
      paypal: true,
      wireBankDetails: bank,
      availableCredit: usd(50_000),
    });
    expect(options.map((option) => [option.mode, option.fee.amountMinor, option.total.amountMinor])).toEqual([
      ['card', 320, 10_320],
      ['paypal', 398, 10_398],
      ['wire', 2_500, 12_500],
      ['credit', 0, 10_000],
    ]);
  });

  it('credit is offered only when the available credit covers the amount, in its currency', () => {
    const modes = (availableCredit: Money) =>
      paymentOptionsOf(usd(10_000), defaultPaymentFees, { ...none, availableCredit }).map((option) => option.mode);
    expect(modes(usd(10_000))).toEqual(['credit']);
    expect(modes(usd(9_999))).toEqual([]);
    expect(modes(eur(1_000_000))).toEqual([]);
  });

  it('nothing is offered when nothing is due', () => {
    expect(paymentOptionsOf(usd(0), defaultPaymentFees, { ...none, card: true })).toEqual([]);
  });
});

describe('available credit', () => {
  it('is the credit line less the open credit payments, never below zero', () => {
    expect(availableCreditOf(usd(100_000), [usd(30_000), usd(20_000)])).toEqual(usd(50_000));
    expect(availableCreditOf(usd(100_000), [usd(130_000)])).toEqual(usd(0));
  });

  it('covers an amount up to and including what is left', () => {
    expect(creditCovers(usd(500), usd(500))).toBe(true);
    expect(creditCovers(usd(500), usd(501))).toBe(false);
    expect(creditCovers(eur(500), usd(1))).toBe(false);
  });
});

describe('brand payment configuration', () => {
  it('a brand without a payments section gets the default fees and no bank accounts', () => {
    const configuration = paymentsConfigurationSchema.parse(undefined);
    expect(configuration.fees).toEqual(defaultPaymentFees);
    expect(bankDetailsForBranch(configuration, 'ES')).toBeNull();
  });

  it("a branch without its own account wires to the US branch's", () => {
    const configuration = paymentsConfigurationSchema.parse({ bankDetailsByBranch: { US: bank } });
    expect(bankDetailsForBranch(configuration, 'DB')?.bic).toBe('EXNBUS33');
  });

  it('refuses an account with neither IBAN nor ABA routing number, and a malformed BIC', () => {
    const parse = (details: Partial<BankDetails>) =>
      paymentsConfigurationSchema.safeParse({ bankDetailsByBranch: { ES: { ...bank, ...details } } }).success;
    expect(parse({ abaRouting: null })).toBe(false);
    expect(parse({ bic: 'EX' })).toBe(false);
    expect(parse({ abaRouting: null, iban: 'ES91 2100 0418 4502 0005 1332' })).toBe(true);
  });
});

describe('payment references and contracts', () => {
  it('a reference is PAY- and two groups of four unambiguous characters', () => {
    const reference = paymentReferenceOf(new Uint8Array([0, 1, 2, 3, 250, 251, 252, 253]));
    expect(reference).toMatch(paymentReferencePattern);
    expect(reference).toBe('PAY-2345-CDEF');
  });

  it('a payment names one of the four modes', () => {
    expect(createPaymentRequestSchema.safeParse({ mode: 'cash' }).success).toBe(false);
    expect(createPaymentRequestSchema.safeParse({ mode: 'wire' }).success).toBe(true);
  });
});
