import type { BlockQuery } from '../../../schemas/block';
import type { AnyBlock } from '../../../schemas/blocks';

export interface PageViewRow {
  id: number;
  slug: string;
  title: string | null;
  updated_at: string;
  blocks: AnyBlock[];
}

export interface LanderRow {
  id: number;
  slug: string;
  path: string;
  title: string;
  query: BlockQuery;
  show_categories: boolean;
  category_id: number | null;
  page_view_id: number;
}

/** The v2 meta of one block: the items it is handed, in order. */
export interface PrefillRow {
  lander_id: number;
  block_id: number;
  item_ids: number[];
}

/** What a lander builder returns: its page view, and which block (if any) is pre-filled from which category. */
export interface LanderContent {
  lander: LanderRow;
  pageView: PageViewRow;
  prefill?: { blockId: number; categoryId: number };
}
