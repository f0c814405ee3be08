import { describe, expect, it } from 'vitest';
import type { CategoryShipmentType, CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { commodityTypes } from '../shipping/shipment-type';
import type { CommodityAcceptance } from './commodity-acceptance';
import { commodityAcceptanceOf, commodityAcceptancesFor, commodityNotAcceptedNoticeOf } from './commodity-acceptance';

const A: CommodityAcceptance = 'accepted';
const R: CommodityAcceptance = 'restricted';
const N: CommodityAcceptance = 'notAccepted';

/** docs/product/quoting.md#commodity-rules, written out: business users (STANDARD, TOP, PARTNER), DAP or not. */
const businessByMode: Record<CategoryShipmentType, Record<CommodityType, CommodityAcceptance>> = {
  FCL: {
    regularCargo: A,
    householdGoods: N,
    hazardousMaterial: R,
    freshProduct: R,
    tempControlled: R,
    usedItems: N,
    liveAnimals: N,
  },
  LCL: {
    regularCargo: A,
    householdGoods: N,
    hazardousMaterial: R,
    freshProduct: R,
    tempControlled: R,
    usedItems: N,
    liveAnimals: N,
  },
  LTL: {
    regularCargo: A,
    householdGoods: N,
    hazardousMaterial: R,
    freshProduct: R,
    tempControlled: R,
    usedItems: N,
    liveAnimals: N,
  },
  AIR: {
    regularCargo: A,
    householdGoods: N,
    hazardousMaterial: R,
    freshProduct: N,
    tempControlled: R,
    usedItems: N,
    liveAnimals: N,
  },
};

/** B2C, MOVING, STUDENT: household goods on non-DAP quotes only, in every mode. */
const privateByDap: Record<'nonDap' | 'dap', Record<CommodityType, CommodityAcceptance>> = {
  nonDap: {
    regularCargo: N,
    householdGoods: A,
    hazardousMaterial: N,
    freshProduct: N,
    tempControlled: N,
    usedItems: N,
    liveAnimals: N,
  },
  dap: {
    regularCargo: N,
    householdGoods: N,
    hazardousMaterial: N,
    freshProduct: N,
    tempControlled: N,
    usedItems: N,
    liveAnimals: N,
  },
};

const businessTypes: CustomerType[] = ['STANDARD', 'TOP', 'PARTNER'];
const privateTypes: CustomerType[] = ['B2C', 'MOVING', 'STUDENT'];
const modes: CategoryShipmentType[] = ['FCL', 'LCL', 'AIR', 'LTL'];
const commodities: CommodityType[] = [
  'regularCargo',
  'householdGoods',
  'hazardousMaterial',
  'freshProduct',
  'tempControlled',
  'usedItems',
  'liveAnimals',
];

const matrix: Array<[CustomerType, CategoryShipmentType, boolean, CommodityType, CommodityAcceptance]> = [];
for (const customerType of [...businessTypes, ...privateTypes]) {
  for (const shipmentType of modes) {
    for (const isDap of [false, true]) {
      for (const commodity of commodities) {
        const expected = businessTypes.includes(customerType)
          ? businessByMode[shipmentType][commodity]
          : privateByDap[isDap ? 'dap' : 'nonDap'][commodity];
        matrix.push([customerType, shipmentType, isDap, commodity, expected]);
      }
    }
  }
}

describe('commodity acceptance matrix (docs/product/quoting.md#commodity-rules)', () => {
  it('covers every customer type × mode × DAP × commodity cell', () => {
    expect(matrix).toHaveLength(6 * 4 * 2 * 7);
    expect([...commodities].sort()).toEqual([...commodityTypes].sort());
  });

  it.each(matrix)('%s, %s, DAP %s, %s → %s', (customerType, shipmentType, isDap, commodity, expected) => {
    expect(commodityAcceptanceOf(commodity, { customerType, shipmentType, isDap })).toBe(expected);
  });
});

describe('not-accepted notice wording (docs/product/quoting.md#commodity-rules)', () => {
  it.each([
    ['B2C', 'regularCargo', 'moving'],
    ['MOVING', 'hazardousMaterial', 'moving'],
    ['STUDENT', 'liveAnimals', 'moving'],
    ['MOVING', 'householdGoods', 'moving'],
    ['STANDARD', 'householdGoods', 'householdGoods'],
    ['TOP', 'householdGoods', 'householdGoods'],
    ['PARTNER', 'householdGoods', 'householdGoods'],
    ['STANDARD', 'usedItems', 'regularOrTempControlled'],
    ['TOP', 'liveAnimals', 'regularOrTempControlled'],
    ['PARTNER', 'freshProduct', 'regularOrTempControlled'],
  ] as const)('%s choosing %s sees the %s wording', (customerType, commodity, variant) => {
    expect(commodityNotAcceptedNoticeOf(commodity, customerType)).toBe(variant);
  });
});

describe('commodityAcceptancesFor', () => {
  it('marks each offered commodity for one quote, keeping the order', () => {
    expect(
      commodityAcceptancesFor(['householdGoods', 'regularCargo'], {
        customerType: 'MOVING',
        shipmentType: 'FCL',
        isDap: false,
      }),
    ).toEqual([
      { commodity: 'householdGoods', acceptance: 'accepted' },
      { commodity: 'regularCargo', acceptance: 'notAccepted' },
    ]);
  });
});
