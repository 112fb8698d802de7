/**
 * SWR imports `use-sync-external-store/shim`, a copy of the hook for React 16 and 17; React 18
 * and later have it built in, so the build points that import here instead (vite.config.ts)
 * and every page ships a little less code.
 */
export { useSyncExternalStore } from 'react';
