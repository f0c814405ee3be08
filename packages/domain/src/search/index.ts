// Public surface of the search rules; see the modules beside this file.
export {};
