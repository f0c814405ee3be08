export * from './audit-contracts';
