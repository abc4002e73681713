import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseItem, BUYER, itemWith, renderItemPage } from '../test-support';

describe('the item page of a seller on vacation', () => {
  it('says who is away until when, with their message, and shows no Buy Now, Add to Cart or Make Offer', async () => {
    renderItemPage(
      itemWith({ actions: [], seller_vacation: { returns_on: '2026-12-24', message: 'Skiing in Banff.' } }),
      { signedInAs: BUYER },
    );
    const notice = await screen.findByText(`@${baseItem.seller.username} is away until Dec 24, 2026.`, {
      exact: false,
    });
    expect(notice.closest('[role="status"]')).toHaveTextContent('Skiing in Banff.');
    for (const name of ['Buy Now', 'Add to Cart', 'Make Offer'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('says only that they are away when they set no date; nothing at all when they are not', async () => {
    const { unmount } = renderItemPage(itemWith({ actions: [], seller_vacation: { returns_on: null, message: null } }));
    expect(await screen.findByText(/is away\. Their items/)).toBeInTheDocument();
    unmount();
    renderItemPage(itemWith({ seller_vacation: null }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/is away/)).not.toBeInTheDocument();
  });
});
