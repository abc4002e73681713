import { PageView } from '../engine';
import type { LanderMetaEntry } from '../schemas/entities/lander';
import items from './fixtures/items.json';
import home from './fixtures/page-views/home.json';
import welcome from './fixtures/page-views/welcome.json';

export default { title: 'Page view' };

/**
 * The item grids' items, handed over as a v2 lander prefill (spec §2.7): the real data path of a
 * grid, with no API behind Ladle.
 */
const gridItems: LanderMetaEntry[] = home.blocks
  .filter((block) => block.layout.startsWith('item-grid'))
  .map((block, index) => ({ block_id: block.id, objects: index % 2 === 0 ? items : [...items].reverse() }));

/** The home page view through <PageView>, as the home screen renders it. */
export const HomeMobile = () => (
  <div className="ks-page">
    <PageView blocks={home.blocks} prefill={gridItems} />
  </div>
);
HomeMobile.meta = { width: 375 };

export const HomeDesktop = () => (
  <div className="ks-page">
    <PageView blocks={home.blocks} prefill={gridItems} />
  </div>
);
HomeDesktop.meta = { width: 1280 };

/** A landing page with a hero and a title block: the hero is the h1, the title block h2, sections h3. */
export const WelcomeMobile = () => (
  <div className="ks-page">
    <PageView blocks={welcome.blocks} />
  </div>
);
WelcomeMobile.meta = { width: 375 };

export const WelcomeDesktop = () => (
  <div className="ks-page">
    <PageView blocks={welcome.blocks} />
  </div>
);
WelcomeDesktop.meta = { width: 1280 };
