import { createScreenRegistry } from '../engine/registry/screen-registry';
import { blog, blogPost } from './blog';
import { home } from './home';
import { item } from './item';
import { preview, previewFrame } from './preview';
import { shop } from './shop';
import { sitemap } from './sitemap';
import { blockWebview } from './webview';

/** Every screen, in route-matching order (catch-alls last). Add a screen here to mount it. */
export const screens = createScreenRegistry([home, preview, previewFrame, blockWebview, item, blog, blogPost, sitemap, shop]);
