// Public surface of the place search's contract: what it finds and how it is asked.
export * from './place-contracts';
