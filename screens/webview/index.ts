import { defineScreen } from '../../engine/registry/screen-plugin';
import { prefetchPageView } from '../../engine/page-view/prefetch';
import { pageViewQuery } from '../../engine/page-view/page-view-query';
import { blockById, webviewPlatform } from './block-by-id';

/**
 * One CMS block, chromeless, for the mobile apps to embed (/webview/blocks/{pageViewId}/{blockId},
 * ?platform=web|mobile, mobile by default). Links the app can open natively go through the bridge.
 */
export const blockWebview = defineScreen({
  id: 'block-webview',
  path: '/webview/blocks/:pageViewId/:blockId',
  chrome: 'chromeless',
  load: () => import('./BlockWebviewScreen'),
  prefetch: async ({ api, queryClient, blocks, signedIn, params, search }) => {
    const pageView = await queryClient.fetchQuery(pageViewQuery(api, params.pageViewId ?? '', webviewPlatform(search)));
    await prefetchPageView([blockById(pageView.blocks, params.blockId)], { api, signedIn, registry: blocks, queryClient });
  },
});
