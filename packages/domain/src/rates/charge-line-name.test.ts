import { describe, expect, it } from 'vitest';
import { chargeLineName, type TranslateChargeText } from './charge-line-name';

/** Shows which text a name is made of: `key{values}`. */
const translate: TranslateChargeText = (key, values) => (values ? `${key}${JSON.stringify(values)}` : key);

describe('chargeLineName (ADR 091)', () => {
  it("names an engine's line by its label, with the container type it prices", () => {
    const line = {
      code: 'OFR',
      name: 'Ocean freight DV40',
      label: { key: 'oceanFreight' as const, containerType: 'DV40' as const },
    };
    expect(chargeLineName(line, translate)).toBe(
      'charges.withContainer{"charge":"charges.label.oceanFreight","containerType":"DV40"}',
    );
  });

  it('names road freight by its class and a parcel line by its service and zone', () => {
    expect(
      chargeLineName(
        { code: 'LTL', name: 'Road freight class 70', label: { key: 'roadFreight', freightClass: '70' } },
        translate,
      ),
    ).toBe('charges.label.roadFreight{"freightClass":"70"}');
    expect(
      chargeLineName(
        { code: 'PARCEL', name: 'Ground (zone 8)', label: { key: 'parcelService', service: 'Ground', zone: '8' } },
        translate,
      ),
    ).toBe('charges.label.parcelService{"service":"Ground","zone":"8"}');
  });

  it("names a tariff's standard surcharge by its code, and any other by the tariff's own words", () => {
    const label = { key: 'tariffCharge' as const, containerType: 'DV20' as const };
    expect(chargeLineName({ code: 'THC', name: 'Terminal handling charge DV20', label }, translate)).toBe(
      'charges.withContainer{"charge":"charges.code.THC","containerType":"DV20"}',
    );
    expect(chargeLineName({ code: 'WRS', name: 'War risk surcharge DV20', label }, translate)).toBe(
      'War risk surcharge DV20',
    );
  });

  it('names an additional service by its code, unless the code is not one of the catalogue', () => {
    const label = { key: 'additionalService' as const };
    expect(chargeLineName({ code: 'seal', name: 'Container seal', label }, translate)).toBe(
      'charges.additionalService.seal',
    );
    expect(chargeLineName({ code: 'HAZ', name: 'Hazardous handling', label }, translate)).toBe('Hazardous handling');
  });

  it('keeps the name of a line without a label (booked before labels, or typed by staff)', () => {
    expect(chargeLineName({ code: 'FREIGHT', name: 'Special freight' }, translate)).toBe('Special freight');
    expect(chargeLineName({ code: 'FREIGHT', name: 'Special freight', label: null }, translate)).toBe(
      'Special freight',
    );
  });
});
