import { describe, expect, it } from 'vitest';
import type { OnboardingState } from '../accounts/onboarding';
import { quoteFormLinkOfOnboarding } from './onboarding-quote-link';

const base: OnboardingState = { step: 4, isB2cFlowOn: false };

describe('quoteFormLinkOfOnboarding (docs/product/accounts.md#onboarding)', () => {
  it.each([
    [
      { quoteCategory: 'commercial', customerProfile: 'business', shipmentType: 'LCL' },
      'ocean',
      { shipmentType: 'LCL' },
    ],
    [{ quoteCategory: 'commercial', customerProfile: 'agent', shipmentType: 'LTL' }, 'road', {}],
    [{ quoteCategory: 'courier', customerProfile: 'business', shipmentType: 'AIR' }, 'parcel', {}],
    [{ quoteCategory: 'student', shipmentType: 'AIR' }, 'air', {}],
  ] as const)('%j opens the %s form', (answers, serviceType, query) => {
    const link = quoteFormLinkOfOnboarding({ ...base, ...answers }, { cargoReadyDate: '2030-01-02' });
    expect(link.serviceType).toBe(serviceType);
    expect(link.query).toMatchObject({ ...query, cargoReadyDate: '2030-01-02', quoteCategory: answers.quoteCategory });
  });

  const movingForm = { details: { moveDate: '2030-02-01' }, needFullContainer: false };
  it('sends a partial household move with its box counts', () => {
    const link = quoteFormLinkOfOnboarding(
      {
        ...base,
        step: 8,
        isB2cFlowOn: true,
        quoteCategory: 'relocation',
        customerProfile: 'individual',
        movingForm,
        movingType: 'partialHousehold',
        manualCargoType: 'dimensions',
      },
      { cargo: { smallBoxes: '3', mediumBoxes: '0', largeBoxes: '1' } },
    );
    expect(link).toEqual({
      serviceType: 'partial-household',
      query: {
        quoteCategory: 'relocation',
        customerProfile: 'mover',
        customerType: 'individual',
        cargoReadyDate: '2030-02-01',
        smallBoxes: '3',
        mediumBoxes: '0',
        largeBoxes: '1',
      },
    });
  });

  it('sends an entire household by home size, or by containers when a full container is needed', () => {
    const state = { ...base, step: 8, isB2cFlowOn: true, quoteCategory: 'student', movingForm } as const;
    expect(
      quoteFormLinkOfOnboarding(
        { ...state, movingType: 'entireHousehold', manualCargoType: 'dimensions' },
        {
          cargo: { apartmentType: '2BHK' },
        },
      ).query,
    ).toMatchObject({ needFullContainer: 'false', apartmentType: '2BHK' });
    const container = quoteFormLinkOfOnboarding(
      { ...state, movingForm: { ...movingForm, needFullContainer: true }, manualCargoType: 'container' },
      { cargo: { containerType: 'DV40', quantity: '2' } },
    );
    expect(container).toMatchObject({
      serviceType: 'entire-household',
      query: { needFullContainer: 'true', containerType: 'DV40', quantity: '2' },
    });
  });
});
