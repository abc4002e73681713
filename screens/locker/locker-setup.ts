import type { BrowseSetup } from '../../ui/browse/browse-state';

/**
 * A locker browses its seller's items in one state (for sale or sold): both come from the path,
 * never from the query.
 */
export const lockerSetup = (username: string, state: 'available' | 'sold'): BrowseSetup => ({
  context: 'locker',
  baseFilters: state === 'sold' ? { seller: username, state: 'sold' } : { seller: username },
});
