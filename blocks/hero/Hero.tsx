import { Heading, useEngine, type BlockProps } from '../../engine';
import { BannerStyles } from '../../ui/banner/Banner';
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
    '--ks-banner-bg': block.background_color,
    '--ks-hero-text': block.text_color,
  });
  return (
    <section className={`ks-banner ks-hero${hasImage ? ' ks-banner--image' : ''}`} style={style}>
      <BannerStyles />
      <Stylesheet href={heroCss} />
      {looks && (
        <TilePicture
          className="ks-banner__image"
          web={looks.web}
          mobile={looks.mobile}
          width={1600}
          height={600}
          priority
        />
      )}
      <div className="ks-banner__content ks-hero__content">
        <Heading className="ks-banner__title ks-hero__title">{block.title}</Heading>
        {block.description && <p className="ks-banner__subtitle ks-hero__subtitle">{block.description}</p>}
        {!signedIn ? (
          <div className="ks-hero__actions">
            {JOIN_LINKS.map((join, index) => (
              <a
                key={join.href}
                className={`ks-banner__button ks-hero__button ${index === 0 ? 'ks-banner__button--primary' : 'ks-hero__button--social'}`}
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
              <a className="ks-banner__button ks-banner__button--primary ks-hero__button" href={block.destination}>
                {block.cta}
              </a>
            </div>
          )
        )}
      </div>
    </section>
  );
}
