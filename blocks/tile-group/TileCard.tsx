import { useState } from 'react';
import { useEngine } from '../../engine';
import type { Tile } from '../../schemas/tile';
import { JOIN_LINKS } from '../../ui/brand';
import { usePrefersReducedMotion } from '../../ui/motion/use-reduced-motion';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { EmpowerTagline } from '../../ui/tile/EmpowerTagline';
import { tileLooks, tileLookVars, type TileLook } from '../../ui/tile/tile-look';
import { OnPlatforms, PlatformText, TilePicture } from '../../ui/tile/TilePicture';
import { AppLogo } from './AppLogo';
import type { Aspect, TileGroupShape } from './shapes';

/** What fills a tile's image frame on one platform. */
type MediaKind = 'image' | 'app_logo' | 'blank';

function mediaKind(look: TileLook): MediaKind {
  if (look.imageType === 'app_logo') return 'app_logo';
  if (look.imageType === 'blank' || !look.imageUrl) return 'blank';
  return 'image';
}

/** Intrinsic image size for an aspect: 600 px wide, so the browser reserves the frame. */
const sizeOf = ([width, height]: Aspect) => ({ width: 600, height: Math.round((600 * height) / width) });

export interface TileCardProps {
  tile: Tile;
  shape: TileGroupShape;
  /** Above the fold (a single banner first on the page): load the image at once. */
  priority: boolean;
}

/**
 * One tile as a card: the image frame (per platform: the image, the app logo or the tile's colour),
 * title, subtitle, the WE EMPOWER ATHLETES tagline, guest JOIN links (join_prompt) and the button.
 * The one link is the button when the tile has button text, else the title; it covers the card.
 */
export function TileCard({ tile, shape, priority }: TileCardProps) {
  const { signedIn } = useEngine();
  const looks = tileLooks(tile);
  const reducedMotion = usePrefersReducedMotion();
  // The tagline holds while a mouse is over the tile or focus is inside it.
  const [held, setHeld] = useState(false);
  const kinds = { web: mediaKind(looks.web), mobile: mediaKind(looks.mobile) };
  const has = (type: TileLook['imageType']) => ({
    web: looks.web.imageType === type,
    mobile: looks.mobile.imageType === type,
  });
  const empower = has('empower_athletes');
  // A join prompt is for guests; a signed-in user sees the tile without it.
  const join = signedIn ? { web: false, mobile: false } : has('join_prompt');
  const buttonText = looks.web.buttonText ?? looks.mobile.buttonText;
  // The link's name when the title is not shown.
  const title = tile.title ?? tile.subtitle ?? tile.name ?? null;
  const hasImage = kinds.web === 'image' || kinds.mobile === 'image';
  // A caption hidden by the layout still shows when there is no image to stand for it.
  const captionHidden = shape.caption === 'hidden' && hasImage;
  const link = tile.destination ?? null;
  /** The title carries the link when there is no button. */
  const linkOnTitle = link && !buttonText ? link : null;
  const visibleTitle = captionHidden ? null : tile.title;

  return (
    <div
      className={[
        'ks-tile',
        hasImage ? 'ks-tile--image' : 'ks-tile--plain',
        empower.web || empower.mobile ? 'ks-tile--empower' : '',
      ]
        .join(' ')
        .trim()}
      style={cssVars({ ...tileLookVars(looks), '--ks-tile-bg': tile.background_color })}
      onPointerEnter={(event) => setHeld(event.pointerType === 'mouse')}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {shape.aspect && (
        <div className="ks-tile__media">
          {kinds.web === kinds.mobile ? (
            <Media
              kind={kinds.web}
              web={looks.web}
              mobile={looks.mobile}
              aspect={shape.aspect.web}
              priority={priority}
            />
          ) : (
            <>
              <OnPlatforms web mobile={false}>
                <Media
                  kind={kinds.web}
                  web={looks.web}
                  mobile={looks.web}
                  aspect={shape.aspect.web}
                  priority={priority}
                />
              </OnPlatforms>
              <OnPlatforms web={false} mobile>
                <Media
                  kind={kinds.mobile}
                  web={looks.mobile}
                  mobile={looks.mobile}
                  aspect={shape.aspect.mobile}
                  priority={priority}
                />
              </OnPlatforms>
            </>
          )}
        </div>
      )}
      <div className="ks-tile__body">
        {(visibleTitle || linkOnTitle) && (
          <p className="ks-tile__title">
            {linkOnTitle ? (
              <a className="ks-tile__link" href={linkOnTitle}>
                {visibleTitle ?? <span className="ks-visually-hidden">{title ?? link}</span>}
              </a>
            ) : (
              visibleTitle
            )}
          </p>
        )}
        {!captionHidden && tile.subtitle && <p className="ks-tile__subtitle">{tile.subtitle}</p>}
        <OnPlatforms {...empower}>
          <EmpowerTagline className="ks-tile__tagline" paused={reducedMotion || held} />
        </OnPlatforms>
        <OnPlatforms {...join}>
          <p className="ks-tile__join">
            {JOIN_LINKS.map((option) => (
              <a key={option.href} className="ks-button ks-button--ghost ks-tile__join-link" href={option.href}>
                {option.label}
              </a>
            ))}
          </p>
        </OnPlatforms>
        {link && buttonText && (
          <a className="ks-tile__button ks-tile__link" href={link}>
            <PlatformText web={buttonText} mobile={looks.mobile.buttonText ?? buttonText} />
          </a>
        )}
      </div>
    </div>
  );
}

function Media({
  kind,
  web,
  mobile,
  aspect,
  priority,
}: {
  kind: MediaKind;
  web: TileLook;
  mobile: TileLook;
  aspect: Aspect;
  priority: boolean;
}) {
  if (kind === 'app_logo') return <AppLogo className="ks-tile__logo" />;
  if (kind === 'blank') return null;
  return <TilePicture className="ks-tile__picture" web={web} mobile={mobile} {...sizeOf(aspect)} priority={priority} />;
}
