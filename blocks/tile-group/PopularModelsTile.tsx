import type { GuideModel } from '../../schemas/cms/buying-guide';
import type { Tile } from '../../schemas/tile';
import { CardStyles } from '../../ui/card/Card';
import { formatMoney } from '../../ui/format/money';
import { tileLooks } from '../../ui/tile/tile-look';
import { PlatformText } from '../../ui/tile/TilePicture';

/**
 * display_type popular_models: the tile's title over the most popular models of the block's
 * category (GET /v1/models, popular_desc), each linking to its listings with a square image, the
 * count available and the lowest price. The tile's button (button_text) links to its destination.
 * Without models the group leaves the tile out.
 */
export function PopularModelsTile({ tile, models }: { tile: Tile; models: GuideModel[] }) {
  const looks = tileLooks(tile);
  const buttonText = looks.web.buttonText ?? looks.mobile.buttonText;
  return (
    <div className="ks-tiles__models">
      <CardStyles />
      {tile.title && <p className="ks-tiles__models-title">{tile.title}</p>}
      <ul className="ks-card-grid ks-tiles__models-list" aria-label={tile.title ?? 'Popular models'}>
        {models.map((model) => (
          <li key={model.id} className="ks-tiles__model">
            <a className="ks-card ks-card--flat" href={model.url}>
              <span className="ks-card__media">
                <img
                  src={model.primary_image.edge_url}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="ks-card__name">{model.display_name}</span>
              <span className="ks-tiles__model-meta">
                {model.available_count > 0 && model.price_min !== null
                  ? `${model.available_count} available from ${formatMoney(model.price_min)}`
                  : 'None available'}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {tile.destination && buttonText && (
        <a className="ks-tile__button" href={tile.destination}>
          <PlatformText web={buttonText} mobile={looks.mobile.buttonText ?? buttonText} />
        </a>
      )}
    </div>
  );
}
