export * from './staff-roles';
