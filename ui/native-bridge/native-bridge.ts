/**
 * The native bridge of spec §1: when a page is embedded in the mobile app, the app opens the list
 * flow, an item or a swap natively; in a browser the same links stay ordinary links.
 *
 * The app injects `window.ReactNativeWebView` (react-native-webview); each action is posted to it
 * as one JSON message.
 */
export type NativeAction =
  /**
   * The list flow: a new listing, or with `item_id` the seller's draft or item to continue or edit (/items/{id});
   * `query` carries a new listing's start (duplicate_id, prefill_data=1 and its fields, src) as the URL gave it.
   */
  | { type: 'open_list_flow'; item_id?: number; query?: string }
  /** `item_id` when the link names it; `path` always, for item pages linked by their own url. */
  | { type: 'open_item'; item_id?: number; path: string }
  | { type: 'open_swap'; swap_id: string };

export interface NativeBridge {
  post(action: NativeAction): void;
}

interface EmbeddingWindow {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
}

/** The bridge when the page runs inside the app, else null. */
export function detectNativeBridge(
  host: unknown = typeof window === 'undefined' ? undefined : window,
): NativeBridge | null {
  const webView = (host as EmbeddingWindow | undefined)?.ReactNativeWebView;
  if (typeof webView?.postMessage !== 'function') return null;
  return { post: (action) => webView.postMessage!(JSON.stringify(action)) };
}

const LIST_FLOW_PATHS = new Set(['/sell-now', '/items/new']);

/**
 * The native action a same-origin link stands for, or null for a link the web view should follow.
 * Item links are /gear/{...}: their id comes from the anchor's data-item-id, or from /gear/{id}.
 */
export function nativeActionForLink(url: URL, itemId?: string): NativeAction | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (LIST_FLOW_PATHS.has(path))
    return { type: 'open_list_flow', ...(url.search ? { query: url.search.slice(1) } : {}) };
  const listing = /^\/items\/([1-9]\d{0,9})$/.exec(path);
  if (listing) return { type: 'open_list_flow', item_id: Number(listing[1]) };
  const swap = /^\/swaps\/(\d+)$/.exec(path);
  if (swap) return { type: 'open_swap', swap_id: swap[1]! };
  if (path.startsWith('/gear/')) {
    const id = Number(itemId ?? /^\/gear\/(\d+)$/.exec(path)?.[1]);
    return {
      type: 'open_item',
      path: `${path}${url.search}`,
      ...(Number.isInteger(id) && id > 0 ? { item_id: id } : {}),
    };
  }
  return null;
}

/**
 * A click handler for a container of links: a plain left click on a same-origin link the app can
 * open natively is posted to the bridge instead of navigating. Returns whether it took the click.
 */
export function routeClickToNative(event: MouseEvent, bridge: NativeBridge | null, origin: string): boolean {
  if (
    !bridge ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return false;
  const action = nativeActionForLink(url, anchor.dataset.itemId);
  if (!action) return false;
  event.preventDefault();
  bridge.post(action);
  return true;
}
