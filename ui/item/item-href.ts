/** What an item link needs: its id, or the url the API gave it. */
export interface LinkableItem {
  id?: number | null;
  url?: string | null;
}

export interface ItemHrefOptions {
  /** Where the link sits (a block, a screen); the item page reports it with its analytics. */
  src?: string;
  /** The item was just published: the item page greets its seller. */
  published?: boolean;
}

/**
 * The item page link (spec §2.1): the item's own url path when it has one, else /gear/{id}; then
 * src and published=1, each only when given. An item with neither throws (spec §8).
 */
export function itemHref(item: LinkableItem, options: ItemHrefOptions = {}): string {
  const base = itemPath(item);
  const url = new URL(base, 'http://item.invalid');
  if (options.src) url.searchParams.set('src', options.src);
  if (options.published) url.searchParams.set('published', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

function itemPath(item: LinkableItem): string {
  if (item.url) return item.url;
  if (item.id != null) return `/gear/${item.id}`;
  throw new Error('No URL-identifiable property defined');
}
