export * from './shipment-type';
