import { describe, expect, it } from 'vitest';
import { signUpCustomerTypes } from '../customers/profiles';
import { currencies } from '../shipping/shipment-type';
import { nextShipmentCodes, shipmentsLastYearCodes, signUpNetworks, utmParametersFromQuery } from './reference-lists';

describe('sign-up reference lists (docs/product/accounts.md#reference-lists), in the product spec order', () => {
  it.each([
    ['networks', signUpNetworks, ['WCA', 'IAM', 'Fedem', 'Twig', 'Parnity', 'Panguea', 'Conqueror', 'Other', 'None']],
    ['shipments last year', shipmentsLastYearCodes, ['1stImportExport', '2to5year', '6to10year', '11ormore']],
    ['next shipment', nextShipmentCodes, ['readyNow', 'readyIn2Weeks', 'readyAfter2Weeks']],
    ['customer types', signUpCustomerTypes, ['individual', 'company']],
    ['currencies', currencies, ['USD', 'EUR', 'INR']],
  ])('%s', (_name, list, expected) => {
    expect(list).toEqual(expected);
  });
});

describe('utmParametersFromQuery', () => {
  it('keeps the non-blank UTM parameters and nothing else', () => {
    const query = new URLSearchParams('utm_source=google&utm_medium=%20&utm_campaign=spring&ref=abc&utm_other=x');
    expect(utmParametersFromQuery(query)).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
  });

  it('gives nothing for a query without UTM parameters', () => {
    expect(utmParametersFromQuery(new URLSearchParams('quoteCategory=commercial'))).toEqual({});
  });
});
