import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { metaDescription } from './ItemScreen';
import { productJsonLd } from './product-json-ld';
import { baseItem, BUYER, ITEM_PATH, itemWith, renderItemPage, SELLER } from './test-support';

describe('ItemScreen', () => {
  beforeEach(() => localStorage.clear());

  it('shows the item: one h1, price, photos, details, description, seller', () => {
    renderItemPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(baseItem.name);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('$75')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: `${baseItem.name}, photo 1 of 3` }).length).toBeGreaterThan(0);
    expect(screen.getByText('Condition')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `@${baseItem.seller.username}` })).toHaveAttribute(
      'href',
      `/locker/${baseItem.seller.username}`,
    );
  });

  it('records the view in recently viewed', () => {
    localStorage.setItem('recently_viewed', JSON.stringify([7, 5, 9]));
    renderItemPage();
    expect(JSON.parse(localStorage.getItem('recently_viewed')!)).toEqual([5, 7, 9]);
  });

  it.each([
    ['sold', 'This item has sold.'],
    ['removed', 'This item was removed and is no longer for sale.'],
    ['archived', 'This listing has ended and is no longer for sale.'],
  ] as const)('shows a %s item with its state and no buttons, not a crash', (state, notice) => {
    renderItemPage(itemWith({ state, actions: [] }));
    expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favorite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate Shipping' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
  });

  it('gives the seller the management links instead of the buyer buttons', () => {
    renderItemPage(itemWith({ actions: ['bump', 'price_drop', 'duplicate', 'view_swaps', 'edit', 'remove'] }), {
      signedInAs: SELLER,
    });
    const panel = screen.getByRole('region', { name: 'Manage your item' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Duplicate', 'View Swaps', 'Edit']);
    expect(within(panel).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/items/${baseItem.id}`);
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('opens the item published modal once for its seller and clears the query', async () => {
    const { location } = renderItemPage(baseItem, {
      signedInAs: SELLER,
      path: `/gear/${ITEM_PATH}?src=list-flow&published=1`,
    });
    expect(await screen.findByRole('dialog', { name: 'Your item is published!' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`/gear/${ITEM_PATH}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears ?published=1 without a modal for anyone but the seller', async () => {
    const { location } = renderItemPage(baseItem, { signedInAs: BUYER, path: `/gear/${ITEM_PATH}?published=1` });
    await screen.findByRole('heading', { level: 1 });
    expect(location.history.at(-1)).toBe(`/gear/${ITEM_PATH}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('item page metadata', () => {
  it('describes the item as schema.org Product JSON-LD', () => {
    expect(productJsonLd(baseItem)).toMatchObject({
      '@type': 'Product',
      name: baseItem.name,
      sku: '5',
      brand: { '@type': 'Brand', name: 'Under Armour' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: '75.00',
        availability: 'https://schema.org/InStock',
        url: baseItem.url,
      },
    });
    expect(productJsonLd(itemWith({ state: 'sold' })).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('writes a meta description of at most 160 characters, cut on a word', () => {
    const long = metaDescription(itemWith({ description: 'word '.repeat(80) }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
    expect(metaDescription(baseItem)).toMatch(
      /^Used Under Armour Harper 8 Baseball Cleats Size 10: \$75\. Backup gear/,
    );
  });
});
