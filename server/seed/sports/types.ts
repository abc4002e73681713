import type { GlyphName } from '../../images/stand-ins/glyphs';

/** A category whose items are listed directly: it names its models, brand by brand. */
export interface LeafSeed {
  slug: string;
  name: string;
  /** What one item is called in a listing name: 'Driver', 'Senior Hockey Stick'. */
  noun: string;
  /** Typical new price range in USD; each model draws its price statistics from it. */
  retail: [number, number];
  /** Variants appended to listing names, one pick per list: [['9°', '10.5°'], ['Stiff', 'Regular']]. */
  specs?: string[][];
  glyph?: GlyphName;
  /** Brand name → model names. */
  models: Record<string, string[]>;
}

/** A category that groups leaves (the middle level of 'golf/clubs/drivers'). */
export interface GroupSeed {
  slug: string;
  name: string;
  glyph?: GlyphName;
  children: LeafSeed[];
}

/** A top category: one sport of spec §1, with the copy of its shop lander. */
export interface SportSeed {
  slug: string;
  name: string;
  /** Ink colour of its generated images and tiles. */
  color: string;
  glyph: GlyphName;
  /** One line under the lander title. */
  tagline: string;
  /** A short buying-advice paragraph for the lander. */
  advice: string;
  categories: (LeafSeed | GroupSeed)[];
}

export function isGroup(category: LeafSeed | GroupSeed): category is GroupSeed {
  return 'children' in category;
}
