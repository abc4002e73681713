import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './FavoriteHeart.css?url';

export interface FavoriteHeartProps {
  /** The item's name: the button is 'Favorite {name}', pressed while favourited. */
  itemName: string;
  favorite: boolean;
  /** A call is under way: the heart shows the coming state and further clicks wait. */
  pending?: boolean;
  onToggle: () => void;
}

/** A card's favourite heart (ItemCard's action): a toggle button, ♥ when favourited, ♡ when not. */
export function FavoriteHeart({ itemName, favorite, pending = false, onToggle }: FavoriteHeartProps) {
  return (
    <button
      type="button"
      className="ks-favorite-heart"
      aria-label={`Favorite ${itemName}`}
      aria-pressed={favorite}
      aria-busy={pending}
      onClick={() => (pending ? undefined : onToggle())}
    >
      <Stylesheet href={css} precedence="ui" />
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
    </button>
  );
}
