import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithEngine, type FakeAnswer } from '../../engine/testing';
import { SuggestedLander } from './SuggestedLander';

const suggested = {
  id: 30,
  slug: 'hockey/skates',
  path: '/shop/hockey/skates',
  title: 'Hockey Skates',
  query: { category_id: 12 },
  show_categories: false,
  model: null,
  category: { id: 12 },
  models_category: null,
  featured_item: {
    id: 501,
    name: 'Bauer Vapor X5 Skates',
    url: '/gear/501',
    state: 'available',
    price: 120,
    primary_image: { edge_url: '/media/items/501/1.svg' },
  },
};

function renderSuggestion(answer: FakeAnswer) {
  const { api, calls } = fakeApi({ 'GET /v1/landers/:id/suggested_lander': answer });
  const result = renderWithEngine(
    <Suspense fallback={null}>
      <SuggestedLander landerId={31} />
    </Suspense>,
    { api, path: '/shop/hockey/sticks' },
  );
  return { ...result, calls };
}

describe('the suggested lander under a lander (spec §7.7)', () => {
  it("asks for this lander's suggestion with platform=web and featured_item=1, and links to it with its photo", async () => {
    const { calls, location } = renderSuggestion({ data: suggested });
    const link = await screen.findByRole('link', { name: 'Hockey Skates' });
    expect(screen.getByRole('region', { name: 'Keep exploring' })).toContainElement(link);
    expect(calls.map((call) => call.url)).toEqual(['/v1/landers/31/suggested_lander?platform=web&featured_item=1']);
    expect(link).toHaveAttribute('href', '/shop/hockey/skates');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/items/501/1.svg');
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe('/shop/hockey/skates');
  });

  it('shows the card without a photo when the suggestion has no featured item', async () => {
    const { container } = renderSuggestion({ data: { ...suggested, featured_item: null } });
    expect(await screen.findByRole('link', { name: 'Hockey Skates' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows nothing when there is no suggestion (404) or the call fails', async () => {
    for (const answer of [404, 500]) {
      const { calls, container, unmount } = renderSuggestion(answer);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container.querySelector('.ks-suggested-lander')).toBeNull();
      unmount();
    }
  });
});
