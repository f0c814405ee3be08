// Public surface of the IP-to-country call's contract.
export * from './geo-contracts';
