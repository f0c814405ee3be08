// Public surface of the custom-request rules: kinds, answer times and the API contract.
export * from './custom-requests';
export * from './request-inbox';
