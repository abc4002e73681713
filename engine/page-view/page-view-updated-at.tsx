import { createContext, useContext } from 'react';

const UpdatedAtContext = createContext<string | undefined>(undefined);

/** Provides the updated_at of the page view being rendered (<PageView> mounts it). */
export const PageViewUpdatedAtProvider = UpdatedAtContext.Provider;

/**
 * The updated_at of the page view a block is rendered in, so a block can key state to this
 * version of the page (the micro-banner's dismissal, spec §2.2); undefined outside a page view.
 */
export function usePageViewUpdatedAt(): string | undefined {
  return useContext(UpdatedAtContext);
}
