import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine } from '../../../engine/testing';
import { baseItem, BUYER, itemWith, SELLER } from '../test-support';
import { SellerCard } from './SellerCard';

describe('SellerCard', () => {
  it('follows the seller through PUT /v1/users/{uuid}/following/{id} and unfollows with DELETE', async () => {
    const following = `/v1/users/user-1001/following/${baseItem.seller.id}`;
    const { api, calls } = fakeApi({ [`PUT ${following}`]: { data: {} }, [`DELETE ${following}`]: { data: {} } });
    renderWithEngine(<SellerCard item={baseItem} onMessage={() => {}} />, { signedInAs: BUYER, api });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Followed' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.call)).toEqual([`PUT ${following}`, `DELETE ${following}`]);
  });

  it('goes back to Follow and says why when following fails', async () => {
    renderWithEngine(<SellerCard item={baseItem} onMessage={() => {}} />, { signedInAs: BUYER, api: fakeApi().api });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('explains bundles in the Request Bundle modal', async () => {
    renderWithEngine(<SellerCard item={baseItem} onMessage={() => {}} />, { signedInAs: BUYER });
    await userEvent.click(screen.getByRole('button', { name: 'Request Bundle' }));
    const dialog = screen.getByRole('dialog', { name: 'How to bundle' });
    expect(within(dialog).getByRole('link', { name: `@${baseItem.seller.username}’s locker` })).toHaveAttribute(
      'href',
      `/locker/${baseItem.seller.username}`,
    );
  });

  it('calls Message Seller, and hides Message and Bundle for an item nobody can buy', async () => {
    const onMessage = vi.fn();
    const { unmount } = renderWithEngine(<SellerCard item={baseItem} onMessage={onMessage} />, { signedInAs: BUYER });
    await userEvent.click(screen.getByRole('button', { name: 'Message Seller' }));
    expect(onMessage).toHaveBeenCalledOnce();
    unmount();
    renderWithEngine(<SellerCard item={baseItem} onMessage={null} />, { signedInAs: BUYER });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Bundle' })).not.toBeInTheDocument();
  });

  it('shows the seller no buttons on their own item', () => {
    renderWithEngine(<SellerCard item={baseItem} onMessage={null} />, { signedInAs: SELLER });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the seller's feedback rounded with its count, linking to the locker's Feedback tab", () => {
    const item = itemWith({ seller: { ...baseItem.seller, feedback: { score: (59 / 60) * 100, recent_count: 60 } } });
    renderWithEngine(<SellerCard item={item} onMessage={null} />, { signedInAs: BUYER });
    expect(screen.getByRole('link', { name: '98% positive (60)' })).toHaveAttribute(
      'href',
      `/locker/${baseItem.seller.username}/feedback`,
    );
  });

  it("says 'No Feedback', as text, for a seller without any (no entries, or none sent)", () => {
    const none = itemWith({ seller: { ...baseItem.seller, feedback: { score: null, recent_count: 0 } } });
    const { unmount } = renderWithEngine(<SellerCard item={none} onMessage={null} />, { signedInAs: BUYER });
    expect(screen.getByText('No Feedback')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /positive|feedback/i })).not.toBeInTheDocument();
    unmount();
    renderWithEngine(
      <SellerCard item={itemWith({ seller: { ...baseItem.seller, feedback: null } })} onMessage={null} />,
      {
        signedInAs: BUYER,
      },
    );
    expect(screen.getByText('No Feedback')).toBeInTheDocument();
  });

  it('shows the Pro badge beside a Kitswap Pro seller’s name, and none for anyone else', () => {
    const { unmount } = renderWithEngine(
      <SellerCard item={itemWith({ seller: { ...baseItem.seller, pro: true } })} onMessage={null} />,
      { signedInAs: BUYER },
    );
    expect(screen.getByRole('img', { name: 'Kitswap Pro member' })).toHaveTextContent('Pro');
    unmount();
    renderWithEngine(<SellerCard item={baseItem} onMessage={null} />, { signedInAs: BUYER });
    expect(screen.queryByRole('img', { name: 'Kitswap Pro member' })).toBeNull();
  });
});
