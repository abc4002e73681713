import { use, useEffect } from 'react';
import { forgetHydrationGate, hydrationGate } from './deferred-hydration';

/**
 * Suspends the hydration of a deferred part (deferred-hydration.ts) while its gate is shut: its Suspense
 * boundary keeps the server's HTML until then. Does nothing on the server or for a part not deferred.
 */
export function useHydrationGate(key: string): void {
  const gate = hydrationGate(key);
  useEffect(() => {
    if (gate) forgetHydrationGate(key);
  }, [gate, key]);
  if (gate) use(gate);
}
