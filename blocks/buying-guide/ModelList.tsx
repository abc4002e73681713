import type { GuideModel } from '../../schemas/cms/buying-guide';
import { formatMoney } from '../../ui/format/money';

function priceRange({ price_min: min, price_max: max }: GuideModel): string | null {
  if (min === null || max === null) return null;
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}

/** Models as cards: image (1:1, reserved), name, price range and how many are for sale. */
export function ModelList({ models, label }: { models: readonly GuideModel[]; label: string }) {
  return (
    <ul className="ks-guide-models" aria-label={label}>
      {models.map((model) => (
        <li key={model.id} className="ks-guide-models__model">
          <a href={model.url} className="ks-guide-models__link">
            <img src={model.primary_image.edge_url} alt="" width={240} height={240} loading="lazy" />
            <span className="ks-guide-models__name">{model.display_name}</span>
          </a>
          {priceRange(model) && <span className="ks-guide-models__price">{priceRange(model)}</span>}
          <span className="ks-guide-models__count">
            {model.available_count === 0 ? 'None for sale' : `${model.available_count} for sale`}
          </span>
        </li>
      ))}
    </ul>
  );
}
