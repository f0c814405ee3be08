import { describe, expect, it } from 'vitest';
import type { StandardRegisterBody } from '../accounts/sign-up-payload';
import { isCommodityAcceptedAtSignUp, isRegisterCommodityRefused } from './sign-up-commodity';

describe('isCommodityAcceptedAtSignUp (docs/product/accounts.md#sign-up-forms)', () => {
  it.each([
    ['regularCargo', 'STANDARD', true],
    ['householdGoods', 'STANDARD', false],
    ['householdGoods', 'B2C', true],
    ['regularCargo', 'B2C', false],
    ['regularCargo', undefined, true],
  ] as const)('%s for %s → %s', (commodity, customerType, accepted) => {
    expect(isCommodityAcceptedAtSignUp(commodity, customerType)).toBe(accepted);
  });
});

describe('isRegisterCommodityRefused', () => {
  const business = {
    contactName: 'Ana',
    contactSurname: undefined,
    city: undefined,
    commercialName: 'Acme Imports',
    password: 'Cargo-2026',
    email: 'ana@acme.example',
    phoneNumber: '+34612345678',
    type: 'CUSTOMER',
    isCompany: true,
    movingsCompany: false,
    backendBranch: 'ES',
    languageCode: 'es',
  } satisfies StandardRegisterBody;
  const flags = { commodityInQuoteForm: false };

  it('refuses a commodity the customer type cannot ship', () => {
    expect(isRegisterCommodityRefused({ ...business, extraInfo: { precommodity: 'householdGoods' } }, flags)).toBe(
      true,
    );
    expect(
      isRegisterCommodityRefused(
        { ...business, isCompany: false, extraInfo: { precommodity: 'householdGoods' } },
        flags,
      ),
    ).toBe(false);
  });

  it('accepts no commodity, a shippable one, and any where the quote form asks it', () => {
    expect(isRegisterCommodityRefused(business, flags)).toBe(false);
    expect(isRegisterCommodityRefused({ ...business, extraInfo: { precommodity: 'regularCargo' } }, flags)).toBe(false);
    const householdGoods = { ...business, extraInfo: { precommodity: 'householdGoods' as const } };
    expect(isRegisterCommodityRefused(householdGoods, { commodityInQuoteForm: true })).toBe(false);
  });
});
