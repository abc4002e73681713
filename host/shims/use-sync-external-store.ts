// vite.config.ts `resolve.alias` sends `use-sync-external-store/shim` (wouter's way to reach the hook on
// React < 18) here: React 19 has the hook, so the shim's fallback would be dead code in the first
// chunk every page loads.
export { useSyncExternalStore } from 'react';
