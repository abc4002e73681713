import { useEffect } from 'react';

let pendingId: string | null = null;

/**
 * The host remounts a screen when the path changes, so a control that navigates (a tab chosen with
 * the arrow keys, the folder dropdown) would lose keyboard focus to the page. It names itself here
 * first, and the inbox focuses it again once mounted at the new path.
 */
export function focusAfterNavigation(id: string): void {
  pendingId = id;
}

export function useRestoreFocus(): void {
  useEffect(() => {
    if (pendingId === null) return;
    document.getElementById(pendingId)?.focus();
    pendingId = null;
  }, []);
}
