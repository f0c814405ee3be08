import { describe, expect, it } from 'vitest';
import type { ContainerType } from '../shipping/shipment-type';
import { teuOfContainers, teuOfContainerType } from './container-teu';

describe('TEU of a container (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[ContainerType, number]>([
    ['DV20', 1],
    ['RF20', 1],
    ['TK20', 1],
    ['DV40', 2],
    ['DV40HC', 2],
    ['HC40', 2],
    ['RE40HC', 2],
    ['HC45', 2.25],
  ])('%s is %d TEU', (type, teu) => {
    expect(teuOfContainerType(type)).toBe(teu);
  });

  it('adds types by quantity: 2 × DV40 + 1 × DV20 + 1 × HC45 = 7.25 TEU', () => {
    expect(
      teuOfContainers([
        { containerType: 'DV40', quantity: 2 },
        { containerType: 'DV20', quantity: 1 },
        { containerType: 'HC45', quantity: 1 },
      ]),
    ).toBe(7.25);
  });
});
