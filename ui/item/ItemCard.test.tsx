import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemSchema, type Item } from '../../schemas/entities/item';
import items from '../../stories/fixtures/items.json';
import { ItemCard } from './ItemCard';

const base: Item = itemSchema.parse(items[0]);
const item = (overrides: Partial<Item>): Item => ({ ...base, ...overrides });

describe('<ItemCard>', () => {
  it('is an article named after the item, linking to the item page with src', () => {
    render(
      <ItemCard
        item={item({ id: 1034, name: 'Bauer Vapor Stick', url: '/gear/bauer-vapor-stick-1034' })}
        src="home-grid"
      />,
    );
    const card = screen.getByRole('article', { name: 'Bauer Vapor Stick' });
    expect(within(card).getByRole('link', { name: 'Bauer Vapor Stick' })).toHaveAttribute(
      'href',
      '/gear/bauer-vapor-stick-1034?src=home-grid',
    );
  });

  it('holds an action of its own beside the link', () => {
    render(
      <ItemCard
        item={item({ name: 'Bauer Vapor Stick' })}
        action={<button type="button">Favorite Bauer Vapor Stick</button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Bauer Vapor Stick' });
    expect(within(card).getByRole('button', { name: 'Favorite Bauer Vapor Stick' })).toBeInTheDocument();
    expect(within(card).getByRole('link').contains(within(card).getByRole('button'))).toBe(false);
  });

  it.each([
    ['available', false, null],
    ['available', true, 'Auction'],
    ['sold', true, 'Sold'],
    ['removed', false, 'No longer available'],
    ['archived', false, 'No longer available'],
  ] as const)('a %s item (auction %s) is marked %s', (state, auction, mark) => {
    const { container } = render(<ItemCard item={item({ state, auction })} />);
    expect(container.querySelector('.ks-item-card__badge')?.textContent ?? null).toBe(mark);
  });

  it('links to /gear/{id} when the item has no url', () => {
    render(<ItemCard item={item({ id: 77, url: null })} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/gear/77');
  });

  it('shows a lazy square image with the item name as alt', () => {
    render(
      <ItemCard
        item={item({ name: 'Titleist TSR3 Driver', primary_image: { edge_url: '/media/items/1021/1.svg' } })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Titleist TSR3 Driver' });
    expect(image).toHaveAttribute('src', '/media/items/1021/1.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('loads the image at once when it has priority', () => {
    render(<ItemCard item={base} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('keeps its square when the item has no image', () => {
    const { container } = render(<ItemCard item={item({ primary_image: null })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.ks-item-card__placeholder')).not.toBeNull();
  });

  it('shows the price, and the list price struck through as Was when the price is lower (a sale)', () => {
    render(<ItemCard item={item({ price: 219, list_price: 329.99, original_list_price: null })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$219');
    expect(card).toHaveTextContent('Was $329.99');
    expect(within(card).getByText('$329.99').tagName).toBe('S');
  });

  it('strikes through the original price with Price dropped after a price drop, so favouriters see it', () => {
    render(<ItemCard item={item({ price: 150, list_price: 150, original_list_price: 180 })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$150');
    expect(card).toHaveTextContent('Price dropped $180');
    expect(within(card).getByText('$180').tagName).toBe('S');
  });

  it('shows no earlier price when the price is the only one', () => {
    render(<ItemCard item={item({ price: 145, list_price: 145, original_list_price: 140 })} />);
    expect(screen.getByRole('article')).toHaveTextContent('$145');
    expect(screen.queryByText(/Was|Price dropped/)).toBeNull();
  });

  it("labels auctions 'Auction'", () => {
    const { rerender } = render(<ItemCard item={item({ auction: true })} />);
    expect(screen.getByText('Auction')).toBeInTheDocument();
    rerender(<ItemCard item={item({ auction: false })} />);
    expect(screen.queryByText('Auction')).toBeNull();
  });
});
