import { NotFoundError } from '../../engine';

/** The largest id the API takes (an integer column). */
const MAX_ITEM_ID = 2_147_483_647;

/** The item of /trade-in_listing_qr?item_id={id}; without a usable one there is no label: NotFoundError (404). */
export function labelItemId(search: URLSearchParams): number {
  const text = search.get('item_id') ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ITEM_ID) throw new NotFoundError('Warehouse label');
  return id;
}
