import type { ReactNode } from 'react';
import { Heading } from '../../engine';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './SectionHead.css?url';

/** The link's text when a block has no cta of its own. */
export const SEE_ALL = 'See All';

export interface SectionHeadProps {
  /** The section's title, at the heading level a section takes on this page (engine headings). */
  title?: string | null;
  /** 'See All' and the like, on the right of the title. */
  link?: { href: string; label: string } | null;
  /** Shown under the title (a block's description). */
  children?: ReactNode;
}

/** A block's head: its section title (and what goes under it) with a link to see more beside it; nothing when empty. */
export function SectionHead({ title, link, children }: SectionHeadProps) {
  if (!title && !link && !children) return null;
  return (
    <div className="ks-section-head">
      <Stylesheet href={css} precedence="ui" />
      <div>
        {title && (
          <Heading role="section" className="ks-section-head__title">
            {title}
          </Heading>
        )}
        {children}
      </div>
      {link && (
        <a className="ks-section-head__link" href={link.href}>
          {link.label}
        </a>
      )}
    </div>
  );
}
