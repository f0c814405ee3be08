// The FCL searches the benchmarks send: lanes the demo set prices, 1 × DV40, ready in a week.
type SearchEnd = { code: string; type: 'PORT' | 'POSTAL_CODE'; city: string; countryIsoCode: string };

const fclSearch = (origin: SearchEnd, destination: SearchEnd) => ({
  shipmentType: 'FCL',
  origin: { ...origin, iataCode: null },
  destination: { ...destination, iataCode: null },
  cargoReadyDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  commodity: 'regularCargo',
  isKnownShipper: null,
  freightClass: null,
  additionalServices: { importCustomClearance: false, residencyDelivery: false, liftGate: false, customBond: 'none' },
  cargoValue: null,
  numberOfVehicles: null,
  cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
});

/** Shanghai port → Los Angeles port. */
export const portToPortFclSearch = () =>
  fclSearch(
    { code: 'CNSHA', type: 'PORT', city: 'Shanghai', countryIsoCode: 'CN' },
    { code: 'USLAX', type: 'PORT', city: 'Los Angeles', countryIsoCode: 'US' },
  );

/** A Los Angeles ZIP → a New York ZIP (every terminal around each door, with its trucking). */
export const doorToDoorFclSearch = () =>
  fclSearch(
    { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US' },
    { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US' },
  );
