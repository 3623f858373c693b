/**
 * React Aria imports `use-sync-external-store/shim`, which gave React 17 the hook React 18 made
 * its own; with React 19 the shim only adds its code to every page. vite.config.ts points the shim
 * here, to React's own hook.
 */
export { useSyncExternalStore } from 'react'
