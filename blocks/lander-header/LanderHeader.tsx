import { Heading, type BlockProps } from '../../engine';
import { PageTitleStyles } from '../../ui/page-title/PageTitle';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './LanderHeader.css?url';

/**
 * A lander's header: its title (a title block: the page's h1 when there is no hero), description
 * and `cta` link to `destination`, beside the first tile's image in a reserved 16:9 frame. It sits
 * at the top of the page, so the image loads at once.
 */
export default function LanderHeader({ block }: BlockProps<'lander-header'>) {
  const image = block.tiles?.[0];
  const looks = image ? tileLooks(image) : null;
  const hasImage = Boolean(looks && (looks.web.imageUrl || looks.mobile.imageUrl));
  const style = cssVars({
    '--ks-lander-header-ink': block.text_color,
    '--ks-lander-header-bg': block.background_color,
  });
  return (
    <header className={`ks-lander-header${hasImage ? ' ks-lander-header--image' : ''}`} style={style}>
      <PageTitleStyles />
      <Stylesheet href={css} />
      <div className="ks-lander-header__copy">
        <Heading className="ks-page-title ks-lander-header__title">{block.title}</Heading>
        {block.description && <p className="ks-page-title__lede ks-lander-header__description">{block.description}</p>}
        {block.destination && block.cta && (
          <a className="ks-lander-header__cta" href={block.destination}>
            {block.cta}
          </a>
        )}
      </div>
      {looks && hasImage && (
        <TilePicture
          className="ks-lander-header__media"
          web={looks.web}
          mobile={looks.mobile}
          width={640}
          height={360}
          priority
        />
      )}
    </header>
  );
}
