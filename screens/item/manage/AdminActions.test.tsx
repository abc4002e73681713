import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type FakeRoutes } from '../../../engine/testing';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { BUYER, itemWith, renderItemPage } from '../test-support';

const ADMIN_GRANTS = ['edit', 'take_down', 'unreport', 'remove_gmc'];

/** /gear/5 as an admin (not its seller) sees it. */
function renderAsAdmin(item: ItemDetail, routes: FakeRoutes = {}) {
  const fake = fakeApi({ 'GET /v1/items/5': { data: item }, ...routes });
  renderItemPage(item, { rest: '5', signedInAs: BUYER, api: fake.api });
  const block = () => screen.getByRole('region', { name: 'ADMIN ACTIONS' });
  const writes = () => fake.calls.filter((call) => call.method !== 'GET');
  return { ...fake, block, writes };
}

describe('ADMIN ACTIONS (spec §2.9 admin view, §6, §8)', () => {
  it('shows Edit, Take Down, Unreport and Remove GMC when granted, each only when granted', () => {
    const { block } = renderAsAdmin(itemWith({ actions: ['buy', 'add_to_cart', ...ADMIN_GRANTS] }));
    expect(
      within(block())
        .getAllByRole('link')
        .concat(within(block()).getAllByRole('button'))
        .map((element) => element.textContent),
    ).toEqual(['Edit', 'Take Down', 'Unreport', 'Remove GMC']);
  });

  it('shows only the grants the item carries', () => {
    const { block } = renderAsAdmin(itemWith({ actions: ['buy', 'edit', 'take_down'] }));
    expect(within(block()).queryByRole('button', { name: 'Unreport' })).toBeNull();
    expect(within(block()).queryByRole('button', { name: 'Remove GMC' })).toBeNull();
  });

  it.each([
    ['Unreport', 'unreport', 'Unreported'],
    ['Remove GMC', 'remove_gmc', 'Removed from GMC feed'],
  ])('%s posts /%s and says the §8 message in the status region, then refreshes', async (label, path, message) => {
    const item = itemWith({ actions: ['buy', ...ADMIN_GRANTS] });
    const after = itemWith({ actions: ['buy', 'edit', 'take_down'] });
    const { block, writes, calls } = renderAsAdmin(item, {
      [`POST /v1/items/5/${path}`]: { data: after },
      'GET /v1/items/5': { data: after },
    });
    await userEvent.click(within(block()).getByRole('button', { name: label }));
    await waitFor(() => expect(within(block()).getByRole('status')).toHaveTextContent(message));
    expect(writes().map((call) => call.call)).toEqual([`POST /v1/items/5/${path}`]);
    await waitFor(() => expect(calls.some((call) => call.call === 'GET /v1/items/5')).toBe(true));
    expect(within(block()).queryByRole('button', { name: label })).toBeNull();
  });

  it('lists a refusal in the inline error list', async () => {
    const { block } = renderAsAdmin(itemWith({ actions: ['buy', 'unreport'] }), {
      'POST /v1/items/5/unreport': () =>
        json({ errors: [{ message: 'Only admins can do that', code: 'forbidden' }] }, 403),
    });
    await userEvent.click(within(block()).getByRole('button', { name: 'Unreport' }));
    expect(await within(block()).findByRole('alert')).toHaveTextContent('Only admins can do that');
    expect(within(block()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes an item down after a confirm with a reason, and keeps the admin actions on the removed item', async () => {
    const takenDown = itemWith({ state: 'removed', actions: ['edit', 'unreport'] });
    const { block, writes } = renderAsAdmin(itemWith({ actions: ['buy', ...ADMIN_GRANTS] }), {
      'POST /v1/items/5/take_down': { data: takenDown },
      'GET /v1/items/5': { data: takenDown },
    });
    await userEvent.click(within(block()).getByRole('button', { name: 'Take Down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Down' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason');
    expect(writes()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Counterfeit listing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    expect(await screen.findByText('This item was removed and is no longer for sale.')).toBeInTheDocument();
    expect(writes().map((call) => call.body)).toEqual([{ take_down: { reason: 'Counterfeit listing' } }]);
    expect(within(block()).getByRole('status')).toHaveTextContent('Taken down');
    expect(within(block()).getByRole('button', { name: 'Unreport' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('shows no admin actions to a guest', () => {
    renderItemPage(itemWith({ actions: ['buy', ...ADMIN_GRANTS] }), { rest: '5' });
    expect(screen.queryByRole('region', { name: 'ADMIN ACTIONS' })).toBeNull();
  });
});
