import type { ReactNode } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import type { TileLook } from './tile-look';
import platformCss from './TilePicture.css?url';

export interface TilePictureProps {
  web: Pick<TileLook, 'imageUrl'>;
  mobile: Pick<TileLook, 'imageUrl'>;
  className?: string;
  /** Empty for a decorative background whose meaning is in the text beside it. */
  alt?: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
}

/**
 * A tile's image per platform: the mobile image through <source media="(max-width: 767px)">, the
 * web image as the <img>. The browser picks, so server and client render the same markup.
 */
export function TilePicture({ web, mobile, className, alt = '', width, height, priority = false }: TilePictureProps) {
  const src = web.imageUrl ?? mobile.imageUrl;
  if (!src) return null;
  return (
    <picture className={className}>
      {mobile.imageUrl && mobile.imageUrl !== src && <source media="(max-width: 767px)" srcSet={mobile.imageUrl} />}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}

/**
 * Text that may differ per platform (a version's button_text): one span when both agree, else
 * two, each hidden on the other platform by CSS (display: none keeps the hidden one out of the
 * accessible name).
 */
export function PlatformText({ web, mobile }: { web: string; mobile: string }) {
  if (web === mobile) return <>{web}</>;
  return (
    <>
      <Stylesheet href={platformCss} precedence="ui" />
      <span className="ks-platform-web">{web}</span>
      <span className="ks-platform-mobile">{mobile}</span>
    </>
  );
}

/**
 * Content shown on some platforms only (a version's image_type on one platform): on both, the
 * children as they are; on one, wrapped so that the other platform does not display them (which
 * also keeps them out of its accessibility tree); on neither, nothing.
 */
export function OnPlatforms({ web, mobile, children }: { web: boolean; mobile: boolean; children: ReactNode }) {
  if (web && mobile) return <>{children}</>;
  if (!web && !mobile) return null;
  return (
    <>
      <Stylesheet href={platformCss} precedence="ui" />
      <div className={`ks-platform-contents ${web ? 'ks-platform-web' : 'ks-platform-mobile'}`}>{children}</div>
    </>
  );
}
