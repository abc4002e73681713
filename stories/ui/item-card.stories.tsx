import { itemSchema } from '../../schemas/entities/item';
import { ItemCard } from '../../ui/item/ItemCard';
import items from '../fixtures/items.json';

export default { title: 'UI / item card' };

const [plain, discounted, , auction] = items.map((item) => itemSchema.parse(item));

/** The card's states side by side: no retail price, a retail price struck through, an auction, no image. */
function Cards() {
  const cards = [
    { label: 'Price only', item: plain! },
    { label: 'Below retail', item: discounted! },
    { label: 'Auction', item: auction! },
    { label: 'No image', item: { ...discounted!, id: 9999, primary_image: null } },
  ];
  return (
    <div className="ks-page" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 220px))', alignItems: 'start', gap: 16 }}>
      {cards.map(({ label, item }) => (
        <div key={label}>
          <p style={{ margin: '0 0 8px', fontSize: 12, color: 'var(--ks-ink-muted)' }}>{label}</p>
          <ItemCard item={item} src="ladle" />
        </div>
      ))}
    </div>
  );
}

export const Mobile = () => <Cards />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Cards />;
Desktop.meta = { width: 1280 };
