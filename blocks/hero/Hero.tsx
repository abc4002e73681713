import { Heading, useEngine, type BlockProps } from '../../engine';
import { JOIN_LINKS } from '../../ui/brand';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks, tileLookVars } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import heroCss from './Hero.css?url';

/**
 * A full-width banner: the first tile's image per platform, the block title as the page's hero
 * heading, the description as subtitle. Guests get JOIN WITH EMAIL / JOIN WITH Facebook; signed-in
 * users get the block's optional cta button instead (spec §2.7), coloured by the version's
 * button_color (its button_text is not used: the label is the block's cta).
 */
export default function Hero({ block }: BlockProps<'hero'>) {
  const { signedIn } = useEngine();
  const tile = block.tiles?.[0];
  const looks = tile ? tileLooks(tile) : null;
  const hasImage = Boolean(looks && (looks.web.imageUrl || looks.mobile.imageUrl));
  const style = cssVars({
    ...(looks ? tileLookVars(looks) : {}),
    '--ks-hero-bg': block.background_color,
    '--ks-hero-text': block.text_color,
  });
  return (
    <section className={`ks-hero${hasImage ? ' ks-hero--image' : ''}`} style={style}>
      <Stylesheet href={heroCss} />
      {looks && (
        <TilePicture
          className="ks-hero__image"
          web={looks.web}
          mobile={looks.mobile}
          width={1600}
          height={600}
          priority
        />
      )}
      <div className="ks-hero__content">
        <Heading role="hero" className="ks-hero__title">
          {block.title}
        </Heading>
        {block.description && <p className="ks-hero__subtitle">{block.description}</p>}
        {!signedIn ? (
          <div className="ks-hero__actions">
            {JOIN_LINKS.map((join, index) => (
              <a
                key={join.href}
                className={`ks-hero__button ks-hero__button--${index === 0 ? 'primary' : 'social'}`}
                href={join.href}
              >
                {join.label}
              </a>
            ))}
          </div>
        ) : (
          block.cta &&
          block.destination && (
            <div className="ks-hero__actions">
              <a className="ks-hero__button ks-hero__button--primary" href={block.destination}>
                {block.cta}
              </a>
            </div>
          )
        )}
      </div>
    </section>
  );
}
