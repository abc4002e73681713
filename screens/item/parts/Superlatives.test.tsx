import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithEngine, type FakeAnswer } from '../../../engine/testing';
import { Superlatives } from './Superlatives';

const TOOLTIPS = {
  data: {
    superlative_tooltips: [
      {
        superlative_label: 'Best Value',
        description: 'The lowest price for this model in this condition among items listed in the last 30 days.',
      },
      { superlative_label: 'Fast Shipper', description: 'This seller ships within one business day on average.' },
      { superlative_label: 'Broken entry' },
    ],
  },
  meta: { count: 3, next_page: null, previous_page: null },
};

function renderChips(labels: string[], answer: FakeAnswer = TOOLTIPS) {
  const { api, calls } = fakeApi({ 'GET /cms/v2/content/superlative_tooltips': answer });
  renderWithEngine(<Superlatives labels={labels} />, { api });
  return { calls };
}

describe('Superlatives', () => {
  it('shows each superlative as a chip described by its CMS tooltip, read in one request of page size 200', async () => {
    const { calls } = renderChips(['Best Value', 'Fast Shipper', 'Top Seller']);
    const chip = await screen.findByRole('button', { name: 'Best Value' });
    expect(chip).toHaveAccessibleDescription(
      'The lowest price for this model in this condition among items listed in the last 30 days.',
    );
    expect(screen.getByRole('button', { name: 'Fast Shipper' })).toHaveAccessibleDescription(
      'This seller ships within one business day on average.',
    );
    // No description for it in the CMS: the chip is plain text.
    const list = screen.getByRole('list', { name: 'Why this listing stands out' });
    expect(within(list).getByText('Top Seller').tagName).toBe('SPAN');
    expect(calls.map((call) => call.call)).toEqual(['GET /cms/v2/content/superlative_tooltips']);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page_size: '200' });
  });

  it('opens the tooltip on keyboard focus, closes it with Escape, and toggles it with Enter', async () => {
    renderChips(['Best Value']);
    const chip = await screen.findByRole('button', { name: 'Best Value' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(chip).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('The lowest price for this model');
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on a tap and closes on the next one (touch), and follows the mouse pointer', async () => {
    renderChips(['Fast Shipper']);
    const chip = await screen.findByRole('button', { name: 'Fast Shipper' });
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA]', target: chip });
    expect(screen.getByRole('tooltip')).toHaveTextContent('ships within one business day');
    await user.pointer({ keys: '[TouchA]', target: chip });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(chip);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.click(chip);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(chip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the chips as text when the CMS fails, and asks nothing without superlatives', async () => {
    const { calls } = renderChips(['Best Value'], 500);
    expect(await screen.findByText('Best Value')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const none = renderChipsWithoutLabels();
    expect(none.calls).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

function renderChipsWithoutLabels() {
  const { api, calls } = fakeApi({ 'GET /cms/v2/content/superlative_tooltips': TOOLTIPS });
  const { container } = renderWithEngine(<Superlatives labels={[]} />, { api });
  expect(container).toBeEmptyDOMElement();
  return { calls };
}
