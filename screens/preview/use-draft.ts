import { useSyncExternalStore } from 'react';
import { DRAFT_STORAGE_KEY } from './draft';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAFT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function readDraft(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The pasted draft, kept current as the editor (another document) saves a new one; null on the server. */
export function useDraftText(): string | null {
  return useSyncExternalStore(subscribe, readDraft, () => null);
}

/** Saves a draft for the preview frames to pick up. */
export function saveDraft(text: string): void {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, text);
  } catch {
    // Storage full or blocked: the frames keep the previous draft.
  }
}
