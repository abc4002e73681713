import {
  INBOX_SCOPES,
  inboxFilterSchema,
  inboxScopeSchema,
  inboxTypeSchema,
  type InboxFilter,
  type InboxScope,
  type InboxType,
} from '../../schemas/entities/inbox';

/** Where the inbox is: a side, a folder, and the keyword, chip and page of the query string. */
export interface InboxLocation {
  type: InboxType;
  scope: InboxScope;
  q: string;
  filter: InboxFilter | null;
  page: number;
}

/** Spec §2.11: the inbox opens on type sell, scope all. */
export const DEFAULT_INBOX_PATH = '/swaps/sell/all';

/**
 * Reads an inbox path (spec §2.1): /swaps/{type}, /swaps/{type}/{scope} and the item search
 * /swaps/{tab}/search?q={itemId} (folder all). Null for /swaps itself and for anything not an inbox
 * location (an unknown type or folder).
 */
export function parseInboxLocation(path: string, search: string): InboxLocation | null {
  const [, root, rawType, rawScope = 'all', ...rest] = path.split('/');
  const type = inboxTypeSchema.safeParse(rawType);
  if (root !== 'swaps' || !type.success || rest.length > 0) return null;
  const scope = rawScope === 'search' ? 'all' : rawScope;
  if (!INBOX_SCOPES.includes(scope as InboxScope)) return null;
  const query = new URLSearchParams(search);
  const filter = inboxFilterSchema.safeParse(query.get('filter'));
  const page = Number(query.get('page'));
  return {
    type: type.data,
    scope: inboxScopeSchema.parse(scope),
    q: (query.get('q') ?? '').trim(),
    filter: filter.success ? filter.data : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of an inbox location; the default keyword, chip and page stay out of it. */
export function inboxHref({
  type,
  scope,
  q = '',
  filter = null,
  page = 1,
}: Partial<InboxLocation> & Pick<InboxLocation, 'type' | 'scope'>): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (filter) query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/swaps/${type}/${scope}${search ? `?${search}` : ''}`;
}

/** The remembered location (/swaps/{type}/{scope}) when it is one, else the remembered tab's all, else the default. */
export function rememberedInboxPath(location: string | undefined, tab: string | undefined): string {
  const remembered = location ? parseInboxLocation(location, '') : null;
  if (remembered && location === inboxHref(remembered)) return location;
  const type = inboxTypeSchema.safeParse(tab);
  return type.success ? inboxHref({ type: type.data, scope: 'all' }) : DEFAULT_INBOX_PATH;
}

/**
 * The moves between locations (spec §4.6), one rule for the inbox page and the quick inbox: a type
 * goes to its folder all without keyword, chip or page; a folder keeps the keyword and drops chip
 * and page; a chip (null: none) or a new keyword drops the page.
 */
export const chooseInboxType = (type: InboxType): InboxLocation => ({
  type,
  scope: 'all',
  q: '',
  filter: null,
  page: 1,
});
export const chooseInboxFolder = ({ type, q }: InboxLocation, scope: InboxScope): InboxLocation => ({
  type,
  scope,
  q,
  filter: null,
  page: 1,
});
export const chooseInboxFilter = (location: InboxLocation, filter: InboxFilter | null): InboxLocation => ({
  ...location,
  filter,
  page: 1,
});
export const searchInbox = (location: InboxLocation, q: string): InboxLocation => ({ ...location, q, page: 1 });

/**
 * An item's swaps in the inbox (spec §2.1 '/swaps/{tab}/search?q={itemId}'): the remembered tab
 * (ks_swaps_inbox_tab), 'sell' when none is remembered or it names no tab.
 */
export function itemSwapsHref(itemId: number, rememberedTab: string | undefined): string {
  const type = inboxTypeSchema.safeParse(rememberedTab);
  return `/swaps/${type.success ? type.data : 'sell'}/search?q=${itemId}`;
}
