import { createContext, useContext, type ReactNode } from 'react';

/**
 * Which heading a block's title takes: the page's hero, a title block, or a section. A block plugin
 * declares the role of its headline (`defineBlock({ heading })`); the page's levels follow from it.
 */
export type HeadingRole = 'hero' | 'title' | 'section';
export type HeadingLevel = 1 | 2 | 3;

export interface BlockHeadingFacts {
  /** The page shows a block whose plugin declares the 'hero' role. */
  hasHero: boolean;
  /** The page shows a block whose plugin declares the 'title' role. */
  hasTitleBlock: boolean;
  /** This block holds the page's h1: the first hero shown, else the first title block. */
  ownsH1: boolean;
}

/** What the whole page's blocks share: <PageView> provides it once. */
export type PageHeadingFacts = Pick<BlockHeadingFacts, 'hasHero' | 'hasTitleBlock'>;

/** What one block knows of its headline: the role its plugin declares, and whether it holds the page's h1. */
export interface BlockHeading {
  role: HeadingRole;
  ownsH1: boolean;
}

const PageHeadingsContext = createContext<PageHeadingFacts>({ hasHero: false, hasTitleBlock: false });

export const PageHeadingsProvider = PageHeadingsContext.Provider;

/**
 * The rendering block's headline (`defineBlock({ heading })`); its Render provides it. Outside a <PageView> (a story,
 * a single-block webview) the block is the page: it owns the h1.
 */
const BlockHeadingContext = createContext<BlockHeading>({ role: 'section', ownsH1: true });

export const BlockHeadingProvider = BlockHeadingContext.Provider;

/**
 * The heading level for a role in a block (spec §2.7: whether the page has a hero and a title block
 * decide the levels). One block owns the h1 — the first hero, else the first title block; other
 * heroes and title blocks are h2; section titles are h2, or h3 under title blocks on a page that
 * also has a hero. So a page keeps a single h1 and no skipped levels.
 */
export function headingLevel(
  role: HeadingRole,
  page: PageHeadingFacts,
  block: Pick<BlockHeading, 'ownsH1'>,
): HeadingLevel {
  if (role !== 'section') return block.ownsH1 ? 1 : 2;
  return page.hasHero && page.hasTitleBlock ? 3 : 2;
}

/** The heading level for `role` on the current page. */
export function useHeadingLevel(role: HeadingRole): HeadingLevel {
  return headingLevel(role, useContext(PageHeadingsContext), useContext(BlockHeadingContext));
}

/**
 * A heading at the level its role takes on the current page. Without `role` it is the block's headline: the role
 * the block's plugin declares, so a block names its role once, on the plugin.
 */
export function Heading({
  role,
  className,
  children,
}: {
  role?: HeadingRole;
  className?: string;
  children: ReactNode;
}) {
  const block = useContext(BlockHeadingContext);
  const Tag = `h${headingLevel(role ?? block.role, useContext(PageHeadingsContext), block)}` as const;
  return <Tag className={className}>{children}</Tag>;
}
