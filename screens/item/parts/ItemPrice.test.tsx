import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemWith } from '../test-support';
import { ItemPrice } from './ItemPrice';

const NOW = Date.parse('2026-11-26T08:00:00.000Z');
const sale = (start: string, end: string) => ({
  id: 3,
  name: 'Holiday Gear Sale',
  label: 'Up to 40% off',
  destination: '/shop/holiday',
  started_at: start,
  ended_at: end,
  slug: 'holiday-gear-sale',
  subtitle: null,
  discount_percent: 20,
});
const text = () => screen.getByTestId('price').textContent;

function renderPrice(overrides: Parameters<typeof itemWith>[0]) {
  render(
    <div data-testid="price">
      <ItemPrice item={itemWith(overrides)} now={NOW} />
    </div>,
  );
}

describe('the item page’s price (spec §2.9, §4.3)', () => {
  it('shows the price alone when nothing was discounted or dropped (no more Retail)', () => {
    renderPrice({ price: 75, list_price: 75, original_list_price: null, sale: null, item_type: [] });
    expect(text()).toBe('$75');
  });

  it('strikes the list price through beside the sale’s label while the sale is live, with a sale badge', () => {
    renderPrice({
      price: 60,
      list_price: 75,
      original_list_price: null,
      sale: sale('2026-11-20T00:00:00.000Z', '2026-12-02T00:00:00.000Z'),
      item_type: [6],
    });
    expect(text()).toContain('$60Up to 40% off $75');
    expect(screen.getByText('$75').tagName).toBe('S');
    expect(text()).toContain('Sale Holiday Gear Sale · Live now');
  });

  it('marks an item in a sale starting soon, without the sale’s label on the price', () => {
    renderPrice({
      price: 75,
      list_price: 75,
      original_list_price: null,
      sale: sale('2026-12-14T00:00:00.000Z', '2027-01-30T00:00:00.000Z'),
    });
    expect(text()).toBe('$75Sale Holiday Gear Sale · Starting soon');
  });

  it('marks a sale item by item_type 6 alone', () => {
    renderPrice({ price: 75, list_price: 75, original_list_price: null, sale: null, item_type: [6] });
    expect(text()).toContain('Sale In a sale');
  });

  it('strikes the original price through with Price dropped and its date after a drop', () => {
    renderPrice({
      price: 60,
      list_price: 60,
      original_list_price: 75,
      last_price_dropped_at: '2026-11-20T09:00:00.000Z',
      sale: null,
    });
    expect(text()).toBe('$60Price dropped Nov 20, 2026 · was $75');
    expect(screen.getByText('$75').tagName).toBe('S');
    expect(screen.getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
  });
});
