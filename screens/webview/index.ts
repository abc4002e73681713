import { defineScreen } from '../../engine';

/**
 * One CMS block, chromeless, for the mobile apps to embed (/webview/blocks/{pageViewId}/{blockId},
 * ?platform=web|mobile, mobile by default). Links the app can open natively go through the bridge.
 */
export const blockWebview = defineScreen({
  id: 'block-webview',
  path: '/webview/blocks/:pageViewId/:blockId',
  chrome: 'chromeless',
  load: () => import('./BlockWebviewScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchBlockWebview),
});
