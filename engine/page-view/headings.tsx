import { createContext, useContext, type ReactNode } from 'react';

/** Which heading a block's title takes: the page's hero, a title block, or a section. */
export type HeadingRole = 'hero' | 'title' | 'section';
export type HeadingLevel = 1 | 2 | 3;

interface PageHeadingFacts {
  hasHero: boolean;
  hasTitleBlock: boolean;
}

const HeadingsContext = createContext<PageHeadingFacts>({ hasHero: false, hasTitleBlock: false });

export const HeadingsProvider = HeadingsContext.Provider;

/**
 * The heading level for a role on this page (spec §2.7: whether the page has a hero and a title
 * block decide the levels). The hero owns the h1; without a hero a title block takes it; section
 * titles sit one level below the nearest of those, so a page keeps a single h1 and no gaps.
 */
export function headingLevel(role: HeadingRole, facts: PageHeadingFacts): HeadingLevel {
  if (role === 'hero') return 1;
  if (role === 'title') return facts.hasHero ? 2 : 1;
  return facts.hasHero && facts.hasTitleBlock ? 3 : 2;
}

/** The heading level for `role` on the current page. */
export function useHeadingLevel(role: HeadingRole): HeadingLevel {
  return headingLevel(role, useContext(HeadingsContext));
}

/** A heading at the level its role takes on the current page. */
export function Heading({ role, className, children }: { role: HeadingRole; className?: string; children: ReactNode }) {
  const Tag = `h${useHeadingLevel(role)}` as const;
  return <Tag className={className}>{children}</Tag>;
}
