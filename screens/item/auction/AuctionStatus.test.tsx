import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../ui/format/dates';
import { BUYER, itemWith, renderItemPage } from '../test-support';
import { formatTimeLeft } from './time-left';

const NOW = Date.parse('2026-11-26T08:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('formatTimeLeft', () => {
  it.each([
    [2 * 24 * HOUR + 4 * HOUR + 59_000, '2d 4h'],
    [3 * 24 * HOUR, '3d'],
    [5 * HOUR + 7 * 60_000, '5h 7m'],
    [4 * 60_000 + 20_000, '4m 20s'],
    [9_500, '9s'],
    [999, null],
    [-5, null],
  ])('%d ms → %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});

describe('the item page of an auction (issue 18)', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the highest offer and the time left, counting down live to Auction ended', () => {
    const endsAt = at(2 * 24 * HOUR + 4 * HOUR + 30_000);
    renderItemPage(
      itemWith({
        auction: true,
        auction_ends_at: endsAt,
        auction_ended: false,
        highest_offer: 62.5,
        actions: ['offer'],
      }),
      { signedInAs: BUYER },
    );
    expect(screen.getByText('Highest offer').parentElement).toHaveTextContent('Highest offer $62.50');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2d 4h left');
    expect(timer).toHaveAttribute('datetime', endsAt);
    expect(timer).toHaveAttribute('title', `Ends ${formatDateTime(endsAt)}`);

    act(() => vi.advanceTimersByTime(2 * 24 * HOUR + 3 * HOUR + 30_000));
    expect(timer).toHaveTextContent('1h left');
    act(() => vi.advanceTimersByTime(HOUR - 5_000));
    expect(timer).toHaveTextContent('5s left');
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('Auction ended');
  });

  it('says Auction ended when the server says so (its clock), and No offers yet without any', () => {
    renderItemPage(
      itemWith({ auction: true, auction_ends_at: at(HOUR), auction_ended: true, highest_offer: null, actions: [] }),
      { signedInAs: BUYER },
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Auction ended');
    expect(screen.getByText('No offers yet')).toBeInTheDocument();
    expect(screen.getByText('This auction has ended.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Offer' })).toBeDisabled();
  });

  it('shows nothing of an auction on an item that is not one', () => {
    renderItemPage(itemWith({ auction: false, auction_ends_at: null }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says Reserved on an item held for another buyer, without Buy, cart, offer or shipping', () => {
    renderItemPage(itemWith({ auction: false, reserved: true, actions: [] }), { signedInAs: BUYER });
    expect(
      screen.getByText("Reserved: another buyer's accepted offer holds this item until they pay."),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate Shipping' })).not.toBeInTheDocument();
  });
});
