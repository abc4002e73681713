import { useCallback, useEffect, useRef } from 'react';

/** The channel the list flow's tabs tell each other of saves on (same origin, same browser). */
export const DRAFT_CHANNEL = 'ks-list-flow';

/** What a tab posts after saving a listing. */
export interface DraftSaved {
  type: 'saved';
  id: number;
  version: number;
}

/**
 * Two tabs on one draft (issue 16): each save is posted on a BroadcastChannel, and a tab showing the same listing
 * hears the other's saves (`onSavedElsewhere` with the saved version). Returns the function that posts a save.
 * Without BroadcastChannel (old browsers, the server render) nothing is heard; the server's `overwrote_newer` still
 * tells the later save.
 */
export function useDraftChannel(
  itemId: number | null,
  onSavedElsewhere: (version: number) => void,
): (saved: { id: number; version: number }) => void {
  const channel = useRef<BroadcastChannel | null>(null);
  const listener = useRef(onSavedElsewhere);
  useEffect(() => {
    listener.current = onSavedElsewhere;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(DRAFT_CHANNEL);
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<Partial<DraftSaved>>) => {
      const { type, id, version } = event.data ?? {};
      if (type === 'saved' && id === itemId && typeof version === 'number') listener.current(version);
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [itemId]);
  return useCallback(({ id, version }) => channel.current?.postMessage({ type: 'saved', id, version }), []);
}
