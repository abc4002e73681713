import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blocks } from '..';
import { PageView } from '../../engine';
import { fakeApi, renderWithEngine } from '../../engine/testing';
import { blockSchemaFor } from '../../schemas/blocks';
import fixture from '../../stories/fixtures/blocks/top-models.json';
import models from '../../stories/fixtures/models.json';
import { formatMoney } from '../../ui/format/money';
import { topModelsParams } from './models-queries';

const block = blockSchemaFor('top-models').parse(fixture);

describe('top-models (spec §7.7, §9: 8 models)', () => {
  it('asks for the 8 most popular models of the category (popular_desc)', () => {
    expect(topModelsParams(block)).toEqual({ category_id: 38, context: 'shop', page_size: 8, sort: 'popular_desc' });
  });

  it("with a brand, asks for the brand's models in catalogue order (position_asc)", () => {
    expect(topModelsParams({ ...block, query: { category_id: 38, brand_id: 4 } })).toEqual({
      brand_id: 4,
      category_id: 38,
      context: 'shop',
      page_size: 8,
      sort: 'position_asc',
    });
  });

  it('shows each model with its image, name, price range and how many are for sale, and a link to all', async () => {
    const { api, calls } = fakeApi({ 'GET /v1/models': { data: models } });
    renderWithEngine(<PageView blocks={[fixture]} />, { blocks, api });
    const list = await screen.findByRole('list', { name: 'Top hockey sticks' });
    expect(calls[0]!.query.toString()).toBe('category_id=38&context=shop&page_size=8&sort=popular_desc');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    const first = models[0]!;
    const link = within(cards[0]!).getByRole('link', { name: first.display_name });
    expect(link).toHaveAttribute('href', first.url);
    expect(link.querySelector('img')).toHaveAttribute('width', '240');
    expect(cards[0]).toHaveTextContent(`${first.available_count} for sale`);
    expect(cards[0]).toHaveTextContent(`${formatMoney(first.price_min!)} – ${formatMoney(first.price_max!)}`);
    expect(screen.getByRole('link', { name: 'All sticks' })).toHaveAttribute('href', '/shop/hockey/sticks');
  });

  it('renders nothing without models', async () => {
    const { api } = fakeApi({ 'GET /v1/models': { data: [] } });
    renderWithEngine(<PageView blocks={[fixture, { id: 9, layout: 'text-title', title: 'After' }]} />, { blocks, api });
    await screen.findByRole('heading', { name: 'After' });
    expect(screen.queryByRole('heading', { name: 'Top hockey sticks' })).toBeNull();
  });
});
