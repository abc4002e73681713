import { useEffect } from 'react';
import { continueDeferredHydration } from '../../engine';

/**
 * Marks the page hydrated (`html[data-hydrated="true"]`: tests and tools wait on it to know the page is
 * interactive), then lets the deferred parts follow (engine/hydration). Rendered beside the page's content, inside
 * the route's Suspense boundary: React hydrates a Suspense boundary in a pass of its own after the root's commit
 * (at offscreen priority), so an effect of the root ran while the screen was still the server's HTML, its buttons
 * without handlers; here the effect runs in the commit that hydrates the screen.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    continueDeferredHydration();
  }, []);
  return null;
}
