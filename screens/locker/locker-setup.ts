import type { BrowseSetup } from '../../ui/browse/browse-state';

/** A locker browses its seller's items: the seller comes from the path, never from the query. */
export const lockerSetup = (username: string): BrowseSetup => ({ context: 'locker', baseFilters: { seller: username } });
