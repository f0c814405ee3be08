// Public surface of the cargo rules; see the modules beside this file.
export * from './cargo-items';
