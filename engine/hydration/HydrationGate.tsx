import { use, useEffect, type ReactNode } from 'react';
import { forgetHydrationGate, hydrationGate } from './deferred-hydration';

/**
 * Holds the hydration of a deferred part (deferred-hydration.ts) while its gate is shut: it suspends, so the
 * Suspense boundary around it keeps the server's HTML until then. Renders its children as they are on the server
 * and for a part not deferred.
 */
export function HydrationGate({ gateKey, children }: { gateKey: string; children: ReactNode }) {
  const gate = hydrationGate(gateKey);
  useEffect(() => {
    if (gate) forgetHydrationGate(gateKey);
  }, [gate, gateKey]);
  if (gate) use(gate);
  return children;
}
