import type { MainLegTariffKind } from '../rates/rate';
import type { MainLegOffer } from './main-leg-offer';
import type { Sailing } from './sailings';
import type { AirRate, FclContractRate, LclRate, LtlRate } from './tariff-types';

type ServiceFields = Pick<
  MainLegOffer,
  | 'carrierName'
  | 'transitDays'
  | 'departureWeekdays'
  | 'validTo'
  | 'rateType'
  | 'isSpot'
  | 'isPromoted'
  | 'isExclusiveContract'
  | 'contractNumber'
  | 'contractUploadReference'
  | 'rateProvider'
  | 'supplier'
  | 'tariffKind'
  | 'tariffId'
>;

/** The commercial fields every main-leg tariff carries, as an offer shows them. */
export function serviceFieldsOf(
  tariff: FclContractRate | LclRate | AirRate | LtlRate,
  tariffKind: MainLegTariffKind,
): ServiceFields {
  return {
    tariffKind,
    tariffId: tariff.id,
    carrierName: tariff.carrierName,
    transitDays: tariff.transitDays,
    departureWeekdays: tariff.departureWeekdays,
    validTo: tariff.validTo,
    rateType: tariff.rateType,
    isSpot: tariff.isSpot,
    isPromoted: tariff.isPromoted,
    isExclusiveContract: tariff.isExclusiveContract,
    contractNumber: tariff.contractNumber,
    contractUploadReference: tariff.contractUploadReference,
    rateProvider: tariff.rateProvider,
    supplier: tariff.supplier,
  };
}

type OceanFields = Pick<
  MainLegOffer,
  | 'carrierCode'
  | 'cyCutoffDaysBeforeDeparture'
  | 'isDirect'
  | 'transhipments'
  | 'freeDaysOrigin'
  | 'freeDaysDestination'
  | 'vessel'
  | 'voyage'
>;

/** The sailing fields of an ocean tariff (FCL or LCL), for one of its sailings when it has a rotation. */
export function oceanFieldsOf(tariff: FclContractRate | LclRate, sailing?: Sailing): OceanFields {
  return {
    carrierCode: tariff.carrierCode,
    cyCutoffDaysBeforeDeparture: tariff.cyCutoffDaysBeforeDeparture,
    isDirect: tariff.isDirect,
    transhipments: tariff.transhipmentLocodes,
    freeDaysOrigin: tariff.freeDaysOrigin,
    freeDaysDestination: tariff.freeDaysDestination,
    vessel: sailing?.vessel ?? tariff.vessel,
    voyage: sailing?.voyage ?? tariff.voyage,
  };
}

/** What an offer says of its sailing: the departure date when the tariff has a rotation. */
export function sailingFieldsOf(sailing: Sailing | undefined): Pick<MainLegOffer, 'departureDate'> {
  return sailing === undefined ? {} : { departureDate: sailing.departureDate };
}

/** What a door-to-door main leg (road, parcel) has no use for: no sailing, no terminals, no door legs apart. */
export const doorToDoorOfferFields = {
  cyCutoffDaysBeforeDeparture: null,
  isDirect: true,
  transhipments: [],
  freeDaysOrigin: null,
  freeDaysDestination: null,
  vessel: null,
  voyage: null,
  pricePerKilo: null,
  includesDoorLegs: true,
} as const satisfies Partial<MainLegOffer>;
