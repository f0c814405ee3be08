// What react-i18next imports from `use-sync-external-store/shim` (vite.config.ts aliases it here):
// the shim re-implements the hook for React before 18; React 19 has it built in.
export { useSyncExternalStore } from 'react';
