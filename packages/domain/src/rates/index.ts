// Public surface of the rates rules; see the modules beside this file.
export {};
