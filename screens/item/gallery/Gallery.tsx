import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { DesktopGallery } from './DesktopGallery';
import type { GalleryPhoto } from './gallery-photo';
import css from './Gallery.css?url';
import { MobileGallery } from './MobileGallery';

/**
 * The item's photos (spec §2.9, §9): a swipe carousel with pinch zoom on phones, thumbnails, arrow
 * keys and a zoom lens from 768 px up. Both are in the HTML and CSS shows one, so the server render
 * is right for either; every photo box has a fixed size, so nothing moves as photos arrive.
 */
export function Gallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  return (
    <div className="ks-gallery">
      <Stylesheet href={css} />
      {photos.length === 0 ? (
        <div className="ks-gallery__empty" role="img" aria-label={`${name}: no photos`} />
      ) : (
        <>
          <DesktopGallery name={name} photos={photos} />
          <MobileGallery name={name} photos={photos} />
        </>
      )}
    </div>
  );
}
