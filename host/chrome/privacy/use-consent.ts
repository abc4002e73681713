import { useSyncExternalStore } from 'react';
import { useEngine, type ConsentState, type ConsentStore } from '../../../engine';

const noSubscription = () => () => {};

/**
 * The visit's consent store and its state, re-rendering on every change. The server's render and
 * hydration use the state the HTML was rendered with, the browser's own reading (its Global Privacy
 * Control) follows right after. Null without a store (tests and stories that leave it out).
 */
export function useConsent(): { consent: ConsentStore; state: ConsentState } | null {
  const { consent } = useEngine();
  const state = useSyncExternalStore<ConsentState>(
    consent ? consent.subscribe : noSubscription,
    () => consent?.state() ?? 'unknown',
    () => consent?.renderedState ?? 'unknown',
  );
  return consent ? { consent, state } : null;
}
