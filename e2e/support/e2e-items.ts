/**
 * The start of the name of every item a spec lists for itself. They are the newest items, so they
 * lead the home page's grids; specs that pick "an item from home" skip them, since another spec may be
 * changing them (favouriting, dropping the price, removing) at the same moment.
 */
export const E2E_ITEM_PREFIX = 'E2E ';
