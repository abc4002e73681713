import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SwapMessage } from '../../schemas/entities/swap';
import { BUYER, buyerRoutes, firstMessage, renderSwap } from './test-support';

const notice: SwapMessage = {
  id: 2,
  swap_id: 9,
  created_at: '2026-11-03T11:00:00.000Z',
  sender: null,
  event: 'feedback_left',
  body: '@demo_buyer left positive feedback.',
};

describe('the server’s notices in a swap’s thread', () => {
  it('shows a notice as Kitswap’s centred system line among the parties’ messages', async () => {
    renderSwap(BUYER, buyerRoutes({ 'GET /v1/swaps/9/messages': { data: [firstMessage, notice] } }));
    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const [message, line] = within(thread).getAllByRole('listitem');
    expect(message).toHaveClass('ks-swap__message');
    expect(line).toHaveClass('ks-swap__notice');
    expect(line).not.toHaveClass('ks-swap__message');
    expect(line).toHaveTextContent(/^Kitswap · Nov 3, 2026, .*@demo_buyer left positive feedback\.$/);
  });
});
