export * from './accepted-files';
export * from './booking-document-contracts';
