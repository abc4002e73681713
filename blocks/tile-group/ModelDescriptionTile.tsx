import type { Tile } from '../../schemas/tile';
import { CmsHtml } from '../../ui/cms/CmsHtml';
import { tileLooks } from '../../ui/tile/tile-look';
import { PlatformText } from '../../ui/tile/TilePicture';
import type { TileGroupData } from './tile-group-queries';

/**
 * display_type model_description: the headless CMS description of the block's model ('model-{id}'):
 * the tile's title (else the CMS headline), the headline, the sanitised description and the tile's
 * button. Without a CMS page the group leaves the tile out.
 */
export function ModelDescriptionTile({
  tile,
  description,
}: {
  tile: Tile;
  description: NonNullable<TileGroupData['description']>;
}) {
  const looks = tileLooks(tile);
  const buttonText = looks.web.buttonText ?? looks.mobile.buttonText;
  return (
    <div className="ks-tiles__description-tile">
      {tile.title && <p className="ks-tiles__models-title">{tile.title}</p>}
      {description.headline && <p className="ks-tiles__headline">{description.headline}</p>}
      <CmsHtml className="ks-tiles__cms" html={description.html} />
      {tile.destination && buttonText && (
        <a className="ks-tile__button" href={tile.destination}>
          <PlatformText web={buttonText} mobile={looks.mobile.buttonText ?? buttonText} />
        </a>
      )}
    </div>
  );
}
