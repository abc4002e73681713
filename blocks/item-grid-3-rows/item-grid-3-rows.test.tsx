import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blocks } from '..';
import { PageView } from '../../engine';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import fixture from '../../stories/fixtures/blocks/item-grid-3-rows.json';

describe('item-grid-3-rows (spec §2.7: renders nothing)', () => {
  it('renders nothing, not even its title, and fetches nothing; the blocks around it still render', async () => {
    const { api, calls } = fakeApi({ 'GET /v1/items': { data: [] } });
    const { container } = renderWithEngine(
      <PageView blocks={[fixture, { id: 9, layout: 'text-title', title: 'After' }]} />,
      { blocks, api },
    );
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.queryByText(fixture.title)).toBeNull();
    expect(container.querySelector('[data-block-layout="item-grid-3-rows"]')?.textContent ?? '').toBe('');
    expect(calls).toHaveLength(0);
  });
});
