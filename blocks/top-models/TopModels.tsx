import type { BlockProps } from '../../engine';
import type { GuideModel } from '../../schemas/cms/buying-guide';
import { CardStyles } from '../../ui/card/Card';
import { formatMoney } from '../../ui/format/money';
import { SectionHead, SEE_ALL } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './TopModels.css?url';

export { topModelsQuery as data } from './models-queries';

export const TOP_MODELS_TITLE = 'Top Models';
/** Model images are square; their box is reserved before they load. */
const IMAGE_SIZE = 240;

function priceRange({ price_min: min, price_max: max }: GuideModel): string | null {
  if (min === null || max === null) return null;
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}

/** top-models: up to 8 model cards (image, name, price range, how many are for sale); none → nothing. */
export default function TopModels({ block, data }: BlockProps<'top-models', GuideModel[]>) {
  if (data.length === 0) return null;
  const title = block.title || TOP_MODELS_TITLE;
  return (
    <section className="ks-top-models">
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead
        title={title}
        link={block.destination ? { href: block.destination, label: block.cta || SEE_ALL } : null}
      />
      <ul className="ks-card-grid" aria-label={title}>
        {data.map((model) => (
          <li key={model.id} className="ks-top-models__model">
            <a href={model.url} className="ks-card ks-card--flat">
              <span className="ks-card__media">
                <img
                  src={model.primary_image.edge_url}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className="ks-card__name">{model.display_name}</span>
            </a>
            {priceRange(model) && <span className="ks-top-models__price">{priceRange(model)}</span>}
            <span className="ks-top-models__count">
              {model.available_count === 0 ? 'None for sale' : `${model.available_count} for sale`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
