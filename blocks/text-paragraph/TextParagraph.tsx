import { Fragment } from 'react';
import type { BlockProps } from '../../engine';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { paragraphsOf } from './paragraphs';
import textParagraphCss from './TextParagraph.css?url';

/**
 * Body copy: the description as paragraphs (split at blank lines, single line breaks kept), under
 * an optional section title. The text is plain: markup in it shows as text, never as HTML.
 */
export default function TextParagraph({ block }: BlockProps<'text-paragraph'>) {
  const style = cssVars({ '--ks-text-paragraph-ink': block.text_color });
  return (
    <section className="ks-text-paragraph" style={style}>
      <Stylesheet href={textParagraphCss} />
      <SectionHead title={block.title} />
      <div className="ks-text-paragraph__body">
        {paragraphsOf(block.description).map((lines, index) => (
          <p key={index}>
            {lines.map((line, at) => (
              <Fragment key={at}>
                {at > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
      </div>
      {block.destination && block.cta && (
        <a className="ks-text-paragraph__link" href={block.destination}>
          {block.cta}
        </a>
      )}
    </section>
  );
}
