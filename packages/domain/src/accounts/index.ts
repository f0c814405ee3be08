// Public surface of the accounts rules; see the modules beside this file.
export {};
