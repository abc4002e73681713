import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageView } from '../../engine';
import { fakeApi, json, renderWithEngine, testRegistry } from '../../engine/testing';
import gridFixture from '../../stories/fixtures/blocks/results-grid.json';
import resultsFixture from '../../stories/fixtures/blocks/results.json';
import { resultsBlock, resultsGridBlock } from './index';

const item = (id: number) => ({
  id,
  name: `Used Bauer Vapor Stick ${id}`,
  state: 'available',
  price: 100 + id,
  primary_image: { edge_url: `/media/items/${id}/1.svg` },
});

function renderResults(fixture: unknown, totalCount: number) {
  const { api, calls } = fakeApi({
    'GET /v1/items': ({ query }) => {
      const page = Number(query.get('page'));
      const ids = totalCount === 0 ? [] : [page * 10 + 1, page * 10 + 2];
      return json({
        data: ids.map(item),
        meta: { paging: { page, page_size: 24, total_count: totalCount, total_pages: Math.ceil(totalCount / 24) } },
      });
    },
  });
  renderWithEngine(<PageView blocks={[fixture]} />, {
    blocks: { ...testRegistry, results: resultsBlock, 'results-grid': resultsGridBlock },
    api,
  });
  return calls;
}

describe('results and results-grid', () => {
  it('show the block query’s first page with the total, then page through it', async () => {
    const calls = renderResults(gridFixture, 60);
    expect(await screen.findByText('Used Bauer Vapor Stick 11')).toBeInTheDocument();
    expect(screen.getByText('60 results')).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toMatchObject({
      category_id: '52',
      max_price: '150',
      sort: 'price_asc',
      page: '1',
      page_size: '24',
    });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Used Bauer Vapor Stick 21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('page')).toBe('2');
  });

  it('render nothing when the query matches no items, and no paging for one page', async () => {
    renderResults(resultsFixture, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
