import type { BlockProps } from '../../engine';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './ContentPreview.css?url';

/** Spec §2.7: the preview's link copy. */
export const READ_FULL_GUIDE = 'Read Full Guide';

/**
 * The opening of a guide: its title, the first lines of its text (clamped to four lines) and
 * 'Read Full Guide' to `destination`. The first tile's image, if any, sits beside it in a 2:1 frame.
 */
export default function ContentPreview({ block }: BlockProps<'content-preview'>) {
  const image = block.tiles?.find((tile) => tile.background_image_url)?.background_image_url;
  return (
    <section className={`ks-content-preview${image ? ' ks-content-preview--image' : ''}`}>
      <Stylesheet href={css} />
      {image && (
        <img className="ks-content-preview__image" src={image} alt="" width={1200} height={600} loading="lazy" />
      )}
      <div className="ks-content-preview__copy">
        <SectionHead title={block.title} />
        <p className="ks-content-preview__excerpt">{block.description}</p>
        <a
          className="ks-content-preview__link"
          href={block.destination}
          aria-label={`${READ_FULL_GUIDE}: ${block.title}`}
        >
          {READ_FULL_GUIDE}
        </a>
      </div>
    </section>
  );
}
