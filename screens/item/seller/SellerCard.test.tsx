import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseItem, BUYER, json, renderItem, SELLER } from '../test-support';
import { SellerCard } from './SellerCard';

describe('SellerCard', () => {
  it('follows the seller through PUT /v1/users/{uuid}/following/{id} and unfollows with DELETE', async () => {
    const calls: string[] = [];
    const answer = vi.fn(async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return json({ data: {} });
    });
    renderItem(<SellerCard item={baseItem} onMessage={() => {}} />, { viewer: BUYER, answer });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Followed' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      `PUT /v1/users/user-1001/following/${baseItem.seller.id}`,
      `DELETE /v1/users/user-1001/following/${baseItem.seller.id}`,
    ]);
  });

  it('goes back to Follow and says why when following fails', async () => {
    const answer = async () => json({ errors: [{ message: 'Not found', code: 'not_found' }] }, 404);
    renderItem(<SellerCard item={baseItem} onMessage={() => {}} />, { viewer: BUYER, answer });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('explains bundles in the Request Bundle modal', async () => {
    renderItem(<SellerCard item={baseItem} onMessage={() => {}} />, { viewer: BUYER });
    await userEvent.click(screen.getByRole('button', { name: 'Request Bundle' }));
    const dialog = screen.getByRole('dialog', { name: 'How to bundle' });
    expect(within(dialog).getByRole('link', { name: `@${baseItem.seller.username}’s locker` })).toHaveAttribute(
      'href',
      `/locker/${baseItem.seller.username}`,
    );
  });

  it('calls Message Seller, and hides Message and Bundle for an item nobody can buy', async () => {
    const onMessage = vi.fn();
    const { unmount } = renderItem(<SellerCard item={baseItem} onMessage={onMessage} />, { viewer: BUYER });
    await userEvent.click(screen.getByRole('button', { name: 'Message Seller' }));
    expect(onMessage).toHaveBeenCalledOnce();
    unmount();
    renderItem(<SellerCard item={baseItem} onMessage={null} />, { viewer: BUYER });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Bundle' })).not.toBeInTheDocument();
  });

  it('shows the seller no buttons on their own item', () => {
    renderItem(<SellerCard item={baseItem} onMessage={null} />, { viewer: SELLER });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
