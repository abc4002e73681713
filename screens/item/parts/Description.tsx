import { useId, useState } from 'react';
import { Button } from '../../../ui/button/Button';

/** Descriptions longer than this are clamped until 'See More' (about five lines on a phone). */
export const CLAMP_AT_CHARACTERS = 280;

/**
 * The item description (spec §2.9 'See More'): paragraphs at blank lines, plain text. A long one is
 * clamped with 'See More' / 'See Less'; the decision is made from its length, so the server HTML
 * and the hydrated page agree and nothing shifts.
 */
export function Description({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CLAMP_AT_CHARACTERS;
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  if (paragraphs.length === 0) return null;
  return (
    <section className="ks-item__description" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ks-item__section-title">
        Description
      </h2>
      <div
        id={id}
        className={`ks-item__description-text${long && !expanded ? ' ks-item__description-text--clamped' : ''}`}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {long ? (
        <Button
          variant="link"
          className="ks-item__link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'See Less' : 'See More'}
        </Button>
      ) : null}
    </section>
  );
}
