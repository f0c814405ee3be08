export * from './staff-roles';
export * from './staff-hand-over';
