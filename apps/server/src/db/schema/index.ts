// The drizzle schema: drizzle-kit generates `migrations/` from these tables.
export * from './brands';
