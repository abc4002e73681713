import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of spec §9 (max-width 767 px). */
const MOBILE = '(max-width: 767px)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE) : null;

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized; false on the server (the modals open in the browser only). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
