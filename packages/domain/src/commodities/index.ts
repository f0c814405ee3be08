// Public surface of the commodities rules; see the modules beside this file.
export {};
