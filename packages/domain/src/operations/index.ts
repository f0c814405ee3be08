// Public surface of the operations calls' contracts (health, tariffs status).
export * from './operations-contracts';
