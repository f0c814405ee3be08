import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { nextTestPhone, post, standardRegisterBody } from './accounts-test-kit';

// The repository's harbourline brand asks the commodity at sign-up (commodityInQuoteForm off),
// so the server holds a register call to the same rule as the form (isRegisterCommodityRefused).
const harbourline = { host: 'harbourline.localhost' };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const register = (email: string, overrides: Record<string, unknown>, headers = harbourline) =>
  post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, nextTestPhone(), overrides), headers);

describe('POST /api/v2/customers/register: the sign-up commodity rule', () => {
  it('answers 422 COMMODITY_NOT_ACCEPTED on the field for a commodity the customer type cannot ship', async () => {
    const response = await register('household@acme.example', { extraInfo: { precommodity: 'householdGoods' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'COMMODITY_NOT_ACCEPTED',
      errors: { 'extraInfo.precommodity': ['validation.commodityType.notAccepted'] },
    });
  });

  it('registers a business shipping regular cargo, and a private mover its household goods', async () => {
    const business = await register('regular@acme.example', { extraInfo: { precommodity: 'regularCargo' } });
    expect([200, 202]).toContain(business.statusCode);
    const mover = await register('mover@home.example', {
      isCompany: false,
      commercialName: undefined,
      extraInfo: { precommodity: 'householdGoods' },
    });
    expect([200, 202]).toContain(mover.statusCode);
  });

  it('leaves the commodity to the quote form on a brand that asks it there (commodityInQuoteForm)', async () => {
    const response = await register(
      'any@acme.example',
      { extraInfo: { precommodity: 'householdGoods' } },
      {
        host: 'localhost',
      },
    );
    expect([200, 202]).toContain(response.statusCode);
  });
});
