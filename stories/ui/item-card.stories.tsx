import { itemSchema } from '../../schemas/entities/item';
import { FavoriteHeart } from '../../ui/favorite/FavoriteHeart';
import { ItemCard } from '../../ui/item/ItemCard';
import items from '../fixtures/items.json';

export default { title: 'UI / item card' };

const [plain, discounted, , auction] = items.map((item) => itemSchema.parse(item));

/**
 * The card's states side by side: the price alone, a sale's list price struck through ('Was'), a price drop's
 * original price struck through ('Price dropped'), an auction, no image, a favourite heart (as on /feed).
 */
function Cards() {
  const cards = [
    { label: 'Price only', item: plain! },
    { label: 'In a sale', item: { ...discounted!, original_list_price: null } },
    {
      label: 'Price dropped',
      item: { ...plain!, id: 9998, list_price: plain!.price, original_list_price: plain!.price + 25 },
    },
    { label: 'Auction', item: auction! },
    { label: 'No image', item: { ...discounted!, id: 9999, primary_image: null } },
    { label: 'Favourite heart', item: plain!, favorite: true },
    { label: 'Heart, unfavouriting', item: auction!, favorite: false },
  ];
  return (
    <div
      className="ks-page"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 220px))',
        alignItems: 'start',
        gap: 16,
      }}
    >
      {cards.map(({ label, item, favorite }) => (
        <div key={label}>
          <p style={{ margin: '0 0 8px', fontSize: 12, color: 'var(--ks-ink-muted)' }}>{label}</p>
          <ItemCard
            item={item}
            src="ladle"
            action={
              favorite === undefined ? undefined : (
                <FavoriteHeart itemName={item.name} favorite={favorite} pending={!favorite} onToggle={() => {}} />
              )
            }
          />
        </div>
      ))}
    </div>
  );
}

export const Mobile = () => <Cards />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Cards />;
Desktop.meta = { width: 1280 };
