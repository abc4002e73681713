import { useEffect, useRef, type ReactNode } from 'react';
import { detectNativeBridge, routeClickToNative } from './native-bridge';

/**
 * Wraps embeddable content: inside the app, links to the list flow, an item or a swap open natively
 * (spec §1); in a browser nothing changes. Listens in the capture phase, before client-side routing.
 */
export function NativeLinks({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    const bridge = detectNativeBridge();
    if (!element || !bridge) return;
    const onClick = (event: MouseEvent) => void routeClickToNative(event, bridge, window.location.origin);
    element.addEventListener('click', onClick, { capture: true });
    return () => element.removeEventListener('click', onClick, { capture: true });
  }, []);
  return <div ref={container}>{children}</div>;
}
