// The drizzle schema: drizzle-kit generates `migrations/` from these tables.
export * from './brands';
export * from './accounts';
export * from './mail';
export * from './audit';
export * from './tariffs';
export * from './quotes';
export * from './custom-requests';
export * from './bookings';
export * from './booking-documents';
export * from './payments';
export * from './rate-sheets';
export * from './rate-settings';
export * from './quote-customisations';
