/**
 * Spec §2.2 gives two readings of where the micro-banner shows. We take the first: only on home,
 * shop landers, gear items, sell-now and the locker routes. The newer reading would hide it on
 * /shop, which is where editors place it (a micro-banner block lives in lander page views), so it
 * would never show there. The editor preview and the apps' single-block webview show it too: they
 * exist to show a block as authored.
 */
const SHOWN_UNDER = ['/shop', '/gear', '/sell-now', '/locker', '/preview', '/webview'];

/** Whether the micro-banner shows on `path` (a pathname, no query). */
export function microBannerShownOn(path: string): boolean {
  return path === '/' || SHOWN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
