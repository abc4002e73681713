import { Heading } from '../../engine';
import type { Tile } from '../../schemas/tile';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { EmpowerTagline, isEmpowerTile } from '../../ui/tile/EmpowerTagline';
import { tileLooks, tileLookVars } from '../../ui/tile/tile-look';
import { PlatformText, TilePicture } from '../../ui/tile/TilePicture';

export interface SlideProps {
  tile: Tile;
  position: number;
  count: number;
  /** The first slide: its title is the page's hero heading and its image loads at once. */
  first: boolean;
  /** The block title, used as the first slide's heading when its tile has no title. */
  fallbackTitle: string | null | undefined;
  /** Whether this slide's tagline may rotate (current slide, rotation not paused). */
  animate: boolean;
}

/** One slide: image per platform, title, subtitle, optional tagline and button. */
export function Slide({ tile, position, count, first, fallbackTitle, animate }: SlideProps) {
  const looks = tileLooks(tile);
  const title = tile.title ?? (first ? fallbackTitle : null);
  const empower = isEmpowerTile(tile);
  const buttonText = looks.web.buttonText ?? looks.mobile.buttonText;
  const style = cssVars({ ...tileLookVars(looks), '--ks-banner-bg': tile.background_color });
  // Without button text the title itself links to the destination, so every slide stays reachable.
  const titleText = tile.destination && !buttonText ? <a href={tile.destination}>{title}</a> : title;
  return (
    <div
      className={[
        'ks-banner ks-carousel__slide',
        looks.web.imageUrl || looks.mobile.imageUrl ? 'ks-banner--image' : '',
        empower ? 'ks-carousel__slide--empower' : '',
        looks.web.halignment === 'right' ? 'ks-carousel__slide--right' : '',
      ]
        .join(' ')
        .trim()}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      style={style}
    >
      <TilePicture
        className="ks-banner__image"
        web={looks.web}
        mobile={looks.mobile}
        width={1600}
        height={600}
        priority={first}
      />
      <div className="ks-banner__content ks-carousel__content">
        {title &&
          (first ? (
            <Heading className="ks-banner__title ks-carousel__title">{titleText}</Heading>
          ) : (
            <p className="ks-banner__title ks-carousel__title">{titleText}</p>
          ))}
        {empower && <EmpowerTagline className="ks-carousel__tagline" paused={!animate} />}
        {tile.subtitle && <p className="ks-banner__subtitle ks-carousel__subtitle">{tile.subtitle}</p>}
        {tile.destination && buttonText && (
          <a className="ks-banner__button ks-banner__button--primary ks-carousel__button" href={tile.destination}>
            <PlatformText web={buttonText} mobile={looks.mobile.buttonText ?? buttonText} />
          </a>
        )}
      </div>
    </div>
  );
}
