// Public surface of the units rules; see the modules beside this file.
export {};
