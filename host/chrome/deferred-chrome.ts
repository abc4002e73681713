import { deferredComponent } from '../../engine';

// The chrome whose hydration waits (engine/hydration): entry-client defers these parts of the server's HTML.

/** The footer: below the fold on most pages, hydrated when near, used or idle. */
export const deferredFooter = deferredComponent<{ simple?: boolean }>(
  'footer',
  () => import('./Footer').then((module) => ({ default: module.Footer })),
  { selector: 'footer.ks-footer' },
);

/** The notices under the header: links and a dismiss button, hydrated when used or idle. */
export const deferredBanners = deferredComponent<Record<string, never>>(
  'banners',
  () => import('./banners/Banners').then((module) => ({ default: module.Banners })),
  { selector: 'section.ks-banners', untilUsed: true },
);

/** The desktop category row: links whose menus open when pointed at or from the keyboard, so hydrated then. */
export const deferredCategoryNav = deferredComponent<Record<string, never>>(
  'category-nav',
  () => import('./CategoryNav').then((module) => ({ default: module.CategoryNav })),
  { selector: 'nav.ks-catnav', untilUsed: true },
);

/** The first-visit privacy notice: two buttons over the page's bottom, hydrated when used or idle. */
export const deferredConsentNotice = deferredComponent<Record<string, never>>(
  'consent-notice',
  () => import('./privacy/ConsentNotice').then((module) => ({ default: module.ConsentNotice })),
  { selector: 'section.ks-consent-notice', untilUsed: true },
);

/** The iOS app banner: the server renders none (it is decided in the browser), so it comes when idle. */
export const deferredAppBanner = deferredComponent<Record<string, never>>(
  'app-banner',
  () => import('./AppBanner').then((module) => ({ default: module.AppBanner })),
  { selector: 'aside.ks-app-banner' },
);

/** Every deferred part of the chrome, as the server's HTML holds them. */
export const deferredChromeParts = (root: ParentNode) =>
  [deferredAppBanner, deferredBanners, deferredCategoryNav, deferredFooter, deferredConsentNotice].map((component) =>
    component.part(root),
  );
