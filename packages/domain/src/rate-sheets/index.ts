export * from './rate-sheet-cells';
export * from './rate-sheet-definition';
export * from './rate-sheet-kinds';
export * from './rate-sheet-rows';
export * from './rate-sheet-contracts';
