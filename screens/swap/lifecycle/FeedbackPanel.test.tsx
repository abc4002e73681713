import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../engine/testing';
import type { Swap } from '../../../schemas/entities/swap';
import { baseSwap, BUYER, buyerRoutes, renderSwap, SELLER } from '../test-support';

const finalSwap: Swap = {
  ...baseSwap,
  stage: 'final',
  final_at: '2026-11-20T10:00:00.000Z',
  actions: ['leave_feedback', 'archive'],
};
const rated = (feedback: Swap['feedback']): Swap => ({ ...finalSwap, feedback, actions: ['archive'] });

describe('the swap page’s feedback and archive part', () => {
  it('lets the buyer of a final sale rate the seller once: a rating is required, the comment optional; then shows it', async () => {
    const answer = rated({
      rating: 'neutral',
      comment: 'Slow, but as described.',
      created_at: '2026-11-21T09:00:00.000Z',
    });
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: finalSwap },
        'POST /v1/swaps/9/feedback': () => json({ data: answer }, 201),
      }),
    );
    const section = await screen.findByRole('region', { name: 'Feedback' });
    const choices = within(section).getByRole('group', { name: 'How was buying from @stick_shop?' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['positive', 'neutral', 'negative']);
    await userEvent.click(within(section).getByRole('button', { name: 'Leave feedback' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose a rating');
    expect(choices).toHaveAccessibleDescription('Choose a rating');
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/feedback'))).toEqual([]);

    await userEvent.click(within(choices).getByRole('radio', { name: 'Neutral' }));
    expect(within(section).queryByText('Choose a rating')).not.toBeInTheDocument();
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Comment (optional)' }),
      'Slow, but as described.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Leave feedback' }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Feedback' })).toHaveTextContent(
        'You rated @stick_shop Neutral on Nov 21, 2026.',
      ),
    );
    expect(screen.getByText('Slow, but as described.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave feedback' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/swaps/9/feedback')?.body).toEqual({
      feedback: { rating: 'neutral', comment: 'Slow, but as described.' },
    });
  });

  it('shows the seller what the buyer left, and no form', async () => {
    renderSwap(
      SELLER,
      buyerRoutes({
        'GET /v1/swaps/9': {
          data: rated({ rating: 'positive', comment: null, created_at: '2026-11-21T09:00:00.000Z' }),
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Feedback' });
    expect(section).toHaveTextContent('@demo_buyer rated @stick_shop Positive on Nov 21, 2026.');
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says the server’s answer when the rating is refused', async () => {
    renderSwap(
      BUYER,
      buyerRoutes({
        'GET /v1/swaps/9': { data: finalSwap },
        'POST /v1/swaps/9/feedback': () =>
          json({ errors: [{ message: 'You have already rated this sale', code: 'feedback_exists' }] }, 409),
      }),
    );
    const section = await screen.findByRole('region', { name: 'Feedback' });
    await userEvent.click(within(section).getByRole('radio', { name: 'Positive' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Leave feedback' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('You have already rated this sale');
  });

  it('archives and unarchives the swap for the viewer, with no feedback part before the sale is final', async () => {
    const { calls } = renderSwap(
      BUYER,
      buyerRoutes({
        'PUT /v2/swaps/9/archive': { data: { id: 9, archived: true } },
        'PUT /v2/swaps/9/unarchive': { data: { id: 9, archived: false } },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Archive swap' }));
    expect(await screen.findByText('This swap is archived: it shows in your Archived folder.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive swap' }));
    expect(await screen.findByRole('button', { name: 'Archive swap' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/v2/swaps/9/archive',
      '/v2/swaps/9/unarchive',
    ]);
  });
});
