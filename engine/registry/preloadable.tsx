import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads lazily, and which renders without suspending once `preload` has
 * loaded it. React.lazy alone suspends on its first render even when the module is already in
 * memory, and during hydration that leaves the part of the page under it dehydrated — its buttons
 * not answering — until a later task, after the page already counts as hydrated.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): {
  Component: ComponentType<P>;
  preload: () => Promise<void>;
  /** The loaded component itself, once `preload` has loaded it. */
  loaded: () => ComponentType<P> | undefined;
} {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // One load however many ask (the React.lazy below among them); a failed one (a chunk lost to the network) is
  // tried again by the next.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = () =>
    loadOnce().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(loadOnce);
  function Preloadable(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component later
    // would be a new component type, and React would remount the subtree (losing its state).
    const [Chosen] = useState(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Preloadable, preload, loaded: () => loaded };
}
