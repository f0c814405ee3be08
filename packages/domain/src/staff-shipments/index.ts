export * from './staff-shipments-contracts';
export * from './requote';
