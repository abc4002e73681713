/**
 * Spec §2.2 gives two readings of where the micro-banner shows. We take the first: only on home,
 * shop landers, gear items, sell-now and the locker routes. The newer reading would hide it on
 * /shop, which is where editors place it (a micro-banner block lives in lander page views), so it
 * would never show there. A chromeless page hides it (§2.2): the apps' webview (/webview), whose app
 * carries its own chrome. The editor's preview, chromeless too, still shows it: it exists to show an
 * editor the blocks they author, and a micro-banner they could not see they could not check.
 */
const SHOWN_UNDER = ['/shop', '/gear', '/sell-now', '/locker', '/preview'];

/** Whether the micro-banner shows on `path` (a pathname, no query). */
export function microBannerShownOn(path: string): boolean {
  return path === '/' || SHOWN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
