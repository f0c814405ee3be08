import { describe, expect, it } from 'vitest';
import { containerOverweightThresholdsLb, isContainerOverweight } from './container-overweight';

describe('container overweight thresholds (docs/product/quoting.md#cargo-limits)', () => {
  it.each([
    ['DV20', 38000],
    ['DV40', 44000],
    ['DV40HC', 44000],
    ['HC40', 44000],
  ] as const)('%s is overweight above %s LBS', (containerType, thresholdLb) => {
    expect(containerOverweightThresholdsLb[containerType]).toBe(thresholdLb);
    expect(isContainerOverweight(containerType, { weight: thresholdLb, weightUnit: 'Lb' })).toBe(false);
    expect(isContainerOverweight(containerType, { weight: thresholdLb + 1, weightUnit: 'Lb' })).toBe(true);
  });

  it.each([
    ['DV20', 17236, false], // 38,000 LBS = 17,236.51 kg
    ['DV20', 17237, true],
    ['DV40', 19958, false], // 44,000 LBS = 19,958.06 kg
    ['DV40HC', 19959, true],
  ] as const)('%s with %s Kg is overweight: %s', (containerType, weight, expected) => {
    expect(isContainerOverweight(containerType, { weight, weightUnit: 'Kg' })).toBe(expected);
  });

  it.each(['RF20', 'FR40', 'HC45', 'TK20'] as const)('%s has no overweight threshold', (containerType) => {
    expect(isContainerOverweight(containerType, { weight: 100000, weightUnit: 'Lb' })).toBe(false);
  });
});
