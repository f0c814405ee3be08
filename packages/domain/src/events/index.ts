// Public surface of the analytics events' contract.
export * from './event-contracts';
