export * from './rate-settings';
export * from './rate-settings-contracts';
