import { describe, expect, it } from 'vitest';
import { cargoLimitDialogMessageKeys } from './cargo-message-keys';
import type { CargoLimitName } from './check-cargo-limits';
import { cargoLimitDialogOf, cargoLimitDialogs } from './check-cargo-limits';

describe('"Cargo limit exceeded" dialog variants (docs/product/quoting.md#cargo-limits)', () => {
  it.each<[CargoLimitName, string]>([
    ['lclMaxWeight', 'lclVolumeOrWeight'],
    ['lclMaxVolume', 'lclVolumeOrWeight'],
    ['fclMaxContainerCount', 'fclContainerCount'],
    ['maxContainerItems', 'fclContainerCount'],
    ['maxRowQuantity', 'quantity'],
    ['maxBoxQuantity', 'quantity'],
    ['maxDimensionRows', 'quantity'],
    ['combinedMaxWeight', 'combinedVolume'],
    ['combinedMinVolume', 'combinedVolume'],
    ['lclMaxLength', 'measurements'],
    ['lclMinVolume', 'measurements'],
    ['airMaxHeight', 'measurements'],
    ['ltlMaxWeight', 'measurements'],
    ['fclMaxDensity', 'measurements'],
  ])('%s is explained by the %s dialog', (limit, dialog) => {
    expect(cargoLimitDialogOf(limit)).toBe(dialog);
  });

  it('every dialog variant has a message key', () => {
    expect(Object.keys(cargoLimitDialogMessageKeys).sort()).toEqual([...cargoLimitDialogs].sort());
  });
});
