import {
  apartmentTypes,
  moneyFromMajor,
  defaultDimensionUnit,
  defaultWeightUnit,
  noAdditionalServices,
  searchLocationOfPlaceResult,
  type ApartmentType,
  type Cargo,
  type CargoKind,
  type CargoSearch,
  type ContainerType,
  type Currency,
  type CustomBondKind,
  type DimensionUnit,
  type PlaceResult,
  type PlaceType,
  type QuoteFormQuery,
  type SearchLocation,
  type SearchShipmentType,
  type VolumeUnit,
  type WeightUnit,
  containerTypes,
  commodityTypes,
  freightClasses,
  type CommodityType,
  type FreightClass,
} from '@freightdesk/domain';

/** What the inputs hold: texts as typed (the domain decides what is a valid number). */
export interface QuoteFormValues {
  origin: PlaceResult | null;
  destination: PlaceResult | null;
  cargoReadyDate: string;
  commodity: string;
  isKnownShipper: 'yes' | 'no';
  freightClass: string;
  cargoKind: CargoKind;
  containers: { containerType: ContainerType; quantity: string }[];
  rows: { quantity: string; length: string; width: string; height: string; weight: string }[];
  dimensionUnit: DimensionUnit;
  weightUnit: WeightUnit;
  total: { weight: string; weightUnit: WeightUnit; volume: string; volumeUnit: VolumeUnit };
  boxes: { small: string; medium: string; large: string };
  apartmentType: string;
  cargoValue: string;
  cargoValueCurrency: Currency;
  importCustomClearance: boolean;
  residencyDelivery: boolean;
  liftGate: boolean;
  customBond: CustomBondKind;
}

export const emptyRow = () => ({ quantity: '1', length: '', width: '', height: '', weight: '' });

const isOneOf = <Value extends string>(list: readonly Value[], value: string | null): value is Value =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * A new form with the product's defaults (docs/product/quoting.md#cargo: quantity 1, Kg, cm, 1 M3 and 100 Kg, one
 * DV20) and the answers a link brings (the onboarding journey: cargoReadyDate, commodity, containerType and
 * quantity, apartmentType, smallBoxes/mediumBoxes/largeBoxes).
 */
export function initialQuoteFormValues(kinds: readonly CargoKind[], query: QuoteFormQuery): QuoteFormValues {
  const containerType = query.get('containerType');
  const boxCount = (size: string) => query.get(`${size}Boxes`) ?? '0';
  const apartmentType = query.get('apartmentType');
  const commodity = query.get('commodity');
  return {
    origin: null,
    destination: null,
    cargoReadyDate: /^\d{4}-\d{2}-\d{2}$/.test(query.get('cargoReadyDate') ?? '') ? query.get('cargoReadyDate')! : '',
    commodity: isOneOf(commodityTypes, commodity) ? commodity : '',
    isKnownShipper: 'no',
    freightClass: 'unknown',
    cargoKind: kinds[0] ?? 'dimensionRows',
    containers: [
      {
        containerType: isOneOf(containerTypes, containerType) ? containerType : 'DV20',
        quantity: query.get('quantity') ?? '1',
      },
    ],
    rows: [emptyRow()],
    dimensionUnit: defaultDimensionUnit,
    weightUnit: defaultWeightUnit,
    total: { weight: '100', weightUnit: 'Kg', volume: '1', volumeUnit: 'M3' },
    boxes: { small: boxCount('small'), medium: boxCount('medium'), large: boxCount('large') },
    apartmentType: isOneOf(apartmentTypes, apartmentType) ? apartmentType : '',
    cargoValue: '',
    cargoValueCurrency: 'USD',
    ...noAdditionalServices,
  };
}

/** A typed number: NaN when blank (the domain's schemas then name what is missing). */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function cargoOf(values: QuoteFormValues): Cargo {
  switch (values.cargoKind) {
    case 'containers':
      return {
        kind: 'containers',
        containers: values.containers.map((line) => ({
          containerType: line.containerType,
          quantity: numberOf(line.quantity),
        })),
      };
    case 'dimensionRows':
      return {
        kind: 'dimensionRows',
        rows: values.rows.map((row) => ({
          quantity: numberOf(row.quantity),
          length: numberOf(row.length),
          width: numberOf(row.width),
          height: numberOf(row.height),
          dimensionUnit: values.dimensionUnit,
          weight: numberOf(row.weight),
          weightUnit: values.weightUnit,
        })),
      };
    case 'totalVolume':
      return {
        kind: 'totalVolume',
        total: { ...values.total, weight: numberOf(values.total.weight), volume: numberOf(values.total.volume) },
      };
    case 'boxes':
      return {
        kind: 'boxes',
        boxes: {
          small: numberOf(values.boxes.small),
          medium: numberOf(values.boxes.medium),
          large: numberOf(values.boxes.large),
        },
      };
    case 'apartment':
      return { kind: 'apartment', apartmentType: values.apartmentType as ApartmentType };
  }
}

/** An end not chosen yet: described, not valid (the domain names what is missing). */
const unknownEnd = (type: PlaceType | undefined): SearchLocation => ({
  code: '',
  type: type === 'AIRPORT' || type === 'PORT' ? type : 'POSTAL_CODE',
  city: null,
  countryIsoCode: '',
  iataCode: null,
});

/** The search the form would send (POST /api/v2/quotes), described even while incomplete. */
export function searchOfQuoteForm(
  values: QuoteFormValues,
  shipmentType: SearchShipmentType,
  placeTypes: { origin: readonly PlaceType[]; destination: readonly PlaceType[] },
): CargoSearch {
  const value = numberOf(values.cargoValue);
  return {
    shipmentType,
    origin: values.origin ? searchLocationOfPlaceResult(values.origin) : unknownEnd(placeTypes.origin[0]),
    destination: values.destination
      ? searchLocationOfPlaceResult(values.destination)
      : unknownEnd(placeTypes.destination[0]),
    cargoReadyDate: values.cargoReadyDate === '' ? null : values.cargoReadyDate,
    commodity: values.commodity === '' ? null : (values.commodity as CommodityType),
    isKnownShipper: shipmentType === 'AIR' ? values.isKnownShipper === 'yes' : null,
    freightClass:
      shipmentType === 'LTL'
        ? (freightClasses.find((freightClass) => String(freightClass) === values.freightClass) as FreightClass)
        : null,
    additionalServices: {
      importCustomClearance: values.importCustomClearance,
      residencyDelivery: values.residencyDelivery,
      liftGate: values.liftGate,
      customBond: values.customBond,
    },
    // Money in minor units (ADR 003); the form takes whole units with cents.
    cargoValue: Number.isFinite(value) ? moneyFromMajor(value, values.cargoValueCurrency) : null,
    numberOfVehicles: null,
    cargo: cargoOf(values),
  };
}
