import { Heading, type BlockProps } from '../../engine';
import { ButtonStyles } from '../../ui/button/Button';
import { PageTitleStyles } from '../../ui/page-title/PageTitle';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import textTitleCss from './TextTitle.css?url';

/**
 * A title block: the title at the level its role takes on the page (h1 without a hero), an
 * optional description, and a link to `destination` labelled `cta`. With a destination but no cta,
 * the title itself is the link.
 */
export default function TextTitle({ block }: BlockProps<'text-title'>) {
  const { destination, cta } = block;
  const style = cssVars({ '--ks-text-title-ink': block.text_color, '--ks-text-title-bg': block.background_color });
  return (
    <header className={`ks-text-title${block.background_color ? ' ks-text-title--filled' : ''}`} style={style}>
      <PageTitleStyles />
      <ButtonStyles />
      <Stylesheet href={textTitleCss} />
      <div className="ks-text-title__copy">
        <Heading className="ks-page-title ks-text-title__title">
          {destination && !cta ? <a href={destination}>{block.title}</a> : block.title}
        </Heading>
        {block.description && <p className="ks-page-title__lede ks-text-title__description">{block.description}</p>}
      </div>
      {destination && cta && (
        <a className="ks-button ks-button--ghost ks-text-title__link" href={destination}>
          {cta}
          <span className="ks-text-title__arrow" aria-hidden="true">
            →
          </span>
        </a>
      )}
    </header>
  );
}
