import { createScreenRegistry } from '../engine/registry/screen-registry';
import { blog, blogPost } from './blog';
import { home, sellNow } from './cms-page';
import { buyingGuides } from './guides';
import { item } from './item';
import { privacy, terms } from './legal';
import { preview, previewFrame } from './preview';
import { locker, search } from './search';
import { nav, shop } from './shop';
import { sitemap } from './sitemap';
import { blockWebview } from './webview';

/** Every screen, in route-matching order (catch-alls last). Add a screen here to mount it. */
export const screens = createScreenRegistry([home, sellNow, preview, previewFrame, blockWebview, item, blog, blogPost, buyingGuides, terms, privacy, sitemap, search, locker, nav, shop]);
