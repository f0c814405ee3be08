export * from './booking-status';
export * from './booking-milestones';
export * from './pending-actions';
export * from './booking-documents';
export * from './booking-address';
export * from './booking-services';
export * from './booking-contracts';
export * from './booking-records';
