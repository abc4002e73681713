import { Suspense, type ComponentType } from 'react';
import { preloadable } from '../registry/preloadable';
import type { DeferrablePart } from './deferred-hydration';
import { HydrationGate } from './HydrationGate';

/** A component whose code loads lazily and whose server HTML hydrates deferred (deferred-hydration.ts). */
export interface DeferredComponent<P extends object> {
  Component: ComponentType<P>;
  /** The part as the server's HTML holds it (found by `selector`), for `deferHydration`. */
  part: (root: ParentNode) => DeferrablePart;
}

/**
 * Makes `load`'s component a deferred part keyed `key`: its own Suspense boundary, gated while deferred. The
 * element is the first under the root that matches `selector`; when the server rendered none (the component
 * rendered nothing), the part hydrates when the browser is idle. `untilUsed`: hydrated when used or idle even
 * when on screen (a part that does nothing until it is pointed at, like a menu).
 */
export function deferredComponent<P extends object>(
  key: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { selector, untilUsed = false }: { selector: string; untilUsed?: boolean },
): DeferredComponent<P> {
  const lazyPart = preloadable(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <HydrationGate gateKey={key}>
          <lazyPart.Component {...props} />
        </HydrationGate>
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${key})`;
  return {
    Component: Deferred,
    part: (root) => ({ key, element: root.querySelector(selector), load: lazyPart.preload, untilUsed }),
  };
}
