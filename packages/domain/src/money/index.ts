// Public surface of the money rules; see the modules beside this file.
export {};
