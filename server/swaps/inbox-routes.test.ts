import { expect, it, onTestFinished } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapsBadgeSchema } from '../../schemas/entities/chrome';
import {
  swapCountsSchema,
  swapListResponseSchema,
  swapsReadSchema,
  swapStarSchema,
  type SwapCountsEntry,
} from '../../schemas/entities/inbox';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;
const seller: number = demoAccount('seller').id;

describeEachDriver('swaps inbox API', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const dataOf = (response: { body: unknown }) => (response.body as { data: unknown }).data;
  const list = async (userId: number, query: string) =>
    swapListResponseSchema.parse((await call('GET', `/v2/swaps?${query}`, userId)).body);
  const counts = async (userId: number, type: string) =>
    swapCountsSchema.parse(dataOf(await call('GET', `/v2/swaps/counts?type=${type}`, userId)));
  const folder = (entries: SwapCountsEntry[], side: string, slug: string) =>
    entries
      .find((entry) => entry.slug === side)!
      .children.flatMap((child) => [child, ...child.children])
      .find((child) => child.slug === slug)!;

  it("lists the caller's swaps of one side, newest first, with the counterparty, a label from the swap's state and the thread's latest message", async () => {
    const selling = await list(seller, 'type=sell');
    expect(selling.data.map((swap) => swap.buyer.username)).toContain('demo_buyer');
    expect(selling.data.every((swap) => swap.seller.username === 'demo_seller')).toBe(true);
    // The talk's messages and the after-sale seed's notices (seed/after-sale.ts).
    expect(selling.data.map((swap) => swap.latest_message?.body ?? null)).toEqual(
      expect.arrayContaining([
        'Would you take this offer? I can pay today.',
        'Still available. Light wear on the edges only, and it ships the next day.',
        '@demo_seller printed the shipping label.',
      ]),
    );
    // The inbox demo's 5 and the after-sale seed's 10 (an auction's two bidders, awaiting payment … archived), less
    // the archived one: an archived swap is in Archived only.
    expect(selling.meta.paging).toEqual({ page: 1, page_size: 20, total_count: 14, total_pages: 1 });
    const times = selling.data.map((swap) => Date.parse(swap.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(selling.data.map((swap) => swap.label)).toEqual(
      expect.arrayContaining([
        'Completed',
        'Refunded',
        'Disputed',
        expect.stringMatching(/^Paid · ship by [A-Z][a-z]{2} \d{1,2}$/),
        'Message',
        expect.stringMatching(/^Offer \$[\d,.]+ pending$/),
        expect.stringMatching(/^Counter-offer \$[\d,.]+ pending$/),
      ]),
    );

    const buying = await list(buyer, 'type=buy');
    expect(buying.data).toHaveLength(13);
    expect(buying.data.every((swap) => swap.buyer.username === 'demo_buyer')).toBe(true);
    expect((await list(buyer, 'type=sell')).data).toEqual([]);
  });

  it("answers the folders of the asked-for side with unread counts, and both sides' unread flags", async () => {
    const sell = await counts(seller, 'sell');
    expect(sell.map((entry) => [entry.slug, entry.unread, entry.children.length])).toEqual([
      ['sell', true, 10],
      ['buy', false, 0],
    ]);
    expect(sell[0]!.children.map((child) => child.slug)).toEqual([
      'all',
      'active_auctions',
      'negotiations',
      'printed_label',
      'shipped',
      'completed',
      'disputes',
      'archived',
      'recent_favorites',
      'starred',
    ]);
    // Unread for demo_seller: the inbox demo's 3, and the after-sale seed's leading bid, paid order and dispute.
    expect(folder(sell, 'sell', 'all')).toMatchObject({ unread: true, unread_count: 6 });
    expect(folder(sell, 'sell', 'negotiations').unread_count).toBe(3);
    expect(folder(sell, 'sell', 'completed').unread_count).toBe(0);
    expect(folder(sell, 'sell', 'disputed')).toEqual({
      slug: 'disputed',
      name: 'Disputed',
      unread: true,
      unread_count: 1,
      children: [],
    });

    const buy = await counts(buyer, 'buy');
    expect(buy.map((entry) => [entry.slug, entry.unread])).toEqual([
      ['sell', false],
      ['buy', true],
    ]);
    // A counter-offer, and the after-sale seed's accepted offer, printed label, own tracking and delivery.
    expect(folder(buy, 'buy', 'all').unread_count).toBe(5);
    expect((await list(buyer, 'type=buy&scope=active_auctions')).data).toHaveLength(2);
    const completed = (await list(buyer, 'type=buy&scope=completed')).data.map((swap) => swap.label);
    expect(completed).toEqual(['Completed']);
  });

  it('finds swaps by item id, item name words and counterparty username; counts the filter chips within the folder', async () => {
    const all = (await list(seller, 'type=sell')).data;
    const bought = all.find((swap) => swap.label.startsWith('Paid · ship by'))!;
    expect((await list(seller, `type=sell&q=${bought.item.id}`)).data.map((swap) => swap.id)).toEqual([bought.id]);
    expect(
      (
        await list(seller, `type=sell&q=${encodeURIComponent(bought.item.name.split(' ').slice(1, 3).join(' '))}`)
      ).data.map((swap) => swap.id),
    ).toContain(bought.id);
    expect(
      (await list(seller, 'type=sell&q=DEMO_BUY')).data.every((swap) => swap.buyer.username === 'demo_buyer'),
    ).toBe(true);
    expect((await list(seller, 'type=sell&q=%25_%25')).data).toEqual([]);

    const chips = (await list(seller, 'type=sell')).meta.filters;
    expect(chips).toEqual([
      { slug: 'unread', name: 'Unread', count: 6 },
      { slug: 'offers', name: 'Offers', count: 6 },
      { slug: 'purchased', name: 'Purchased', count: 7 },
    ]);
    const unread = await list(seller, 'type=sell&filter=unread&page_size=4');
    expect(unread.data.every((swap) => swap.unread)).toBe(true);
    expect(unread.meta.paging).toEqual({ page: 1, page_size: 4, total_count: 6, total_pages: 2 });
    expect(unread.meta.filters).toEqual(chips);
    expect((await list(seller, 'type=sell&filter=unread&page_size=4&page=2')).data).toHaveLength(2);
    expect((await list(seller, 'type=sell&sort=oldest')).data.map((swap) => swap.id)).toEqual(
      all.map((swap) => swap.id).reverse(),
    );
  });

  it('stars and unstars a swap for the caller only; the Starred folder holds it; a stranger gets 404', async () => {
    const starredIds = async (userId: number, type: string) =>
      (await list(userId, `type=${type}&scope=starred`)).data.map((entry) => [entry.id, entry.starred]);
    // The after-sale seed stars one swap on each side; the test stars another.
    const seeded = await starredIds(buyer, 'buy');
    const sellerSeeded = await starredIds(seller, 'sell');
    const swap = (await list(buyer, 'type=buy')).data.find((entry) => !entry.starred)!;
    onTestFinished(async () => {
      await context.db.query('DELETE FROM swap_stars WHERE user_id = $1 AND swap_id = $2', [buyer, swap.id]);
    });
    for (let round = 0; round < 2; round++) {
      const starred = await call('PUT', `/v2/swaps/${swap.id}/star`, buyer);
      expect(swapStarSchema.parse(dataOf(starred))).toEqual({ id: swap.id, starred: true });
    }
    expect(await starredIds(buyer, 'buy')).toEqual(expect.arrayContaining([...seeded, [swap.id, true]]));
    expect(await starredIds(buyer, 'buy')).toHaveLength(seeded.length + 1);
    expect(await starredIds(seller, 'sell')).toEqual(sellerSeeded);
    expect((await call('PUT', `/v2/swaps/${swap.id}/star`, 1004)).status).toBe(404);
    expect((await call('PUT', `/v2/swaps/${swap.id}/unstar`, buyer)).status).toBe(200);
    expect(await starredIds(buyer, 'buy')).toEqual(seeded);
  });

  it('marks one folder of one side read for the caller, and the Inbox badge follows', async () => {
    const badge = async (userId: number) =>
      swapsBadgeSchema.parse(dataOf(await call('GET', '/v1/swaps/badge', userId))).badge;
    // demo_seller's unread swaps are the other tests' seeded counts: they are put back after this test.
    const unreadBefore = await context.db.query<{ id: number; unread_by: number[] }>(
      'SELECT id, unread_by FROM swaps WHERE seller_id = $1',
      [seller],
    );
    onTestFinished(async () => {
      for (const row of unreadBefore)
        await context.db.query('UPDATE swaps SET unread_by = $2 WHERE id = $1', [row.id, row.unread_by]);
    });
    expect(await badge(seller)).toBe(6);
    const negotiations = await call('POST', '/v1/swaps/read?type=sell&scope=negotiations', seller);
    expect(swapsReadSchema.parse(dataOf(negotiations))).toEqual({ read: 3 });
    expect(await badge(seller)).toBe(3);
    expect(folder(await counts(seller, 'sell'), 'sell', 'negotiations').unread).toBe(false);
    // Reading demo_seller's side leaves the buyers' unread swaps alone.
    const buyerBadge = await badge(buyer);
    expect(swapsReadSchema.parse(dataOf(await call('POST', '/v1/swaps/read?type=sell&scope=all', seller)))).toEqual({
      read: 3,
    });
    expect([await badge(seller), await badge(buyer)]).toEqual([0, buyerBadge]);
  });

  it('refuses guests (401) and bad parameters (400 naming the field)', async () => {
    const rows: [string, string, number | null, unknown, number, string | undefined][] = [
      ['GET', '/v2/swaps?type=sell', null, undefined, 401, undefined],
      ['GET', '/v2/swaps/counts?type=sell', null, undefined, 401, undefined],
      ['PUT', '/v2/swaps/1/star', null, undefined, 401, undefined],
      ['POST', '/v1/swaps/read?type=sell&scope=all', null, undefined, 401, undefined],
      ['GET', '/v2/swaps', seller, undefined, 400, 'type'],
      ['GET', '/v2/swaps/counts?type=trade', seller, undefined, 400, 'type'],
      ['GET', '/v2/swaps?type=sell&scope=inbox', seller, undefined, 400, 'scope'],
      ['GET', '/v2/swaps?type=sell&page=0', seller, undefined, 400, 'page'],
      ['GET', '/v2/swaps?type=sell&page_size=101', seller, undefined, 400, 'page_size'],
      ['GET', '/v2/swaps?type=sell&sort=price', seller, undefined, 400, 'sort'],
      ['GET', '/v2/swaps?type=sell&filter=spam', seller, undefined, 400, 'filter'],
      ['GET', `/v2/swaps?type=sell&q=${'a'.repeat(101)}`, seller, undefined, 400, 'q'],
      ['PUT', '/v2/swaps/abc/star', seller, undefined, 400, 'id'],
      ['PUT', '/v2/swaps/99999999/unstar', seller, undefined, 404, undefined],
      ['PUT', '/v2/swaps/1/archive', null, undefined, 401, undefined],
      ['PUT', '/v2/swaps/abc/archive', seller, undefined, 400, 'id'],
      ['PUT', '/v2/swaps/99999999/unarchive', seller, undefined, 404, undefined],
      ['POST', '/v1/swaps/read?type=sell', seller, undefined, 400, 'scope'],
      // The spec sends type and scope as parameters (§7.3), not in the body.
      ['POST', '/v1/swaps/read', seller, { type: 'sell', scope: 'all' }, 400, 'type'],
    ];
    for (const [method, path, userId, body, status, field] of rows) {
      const response = await call(method, path, userId, body);
      expect([path, response.status, apiErrorBodySchema.parse(response.body).errors[0]!.field]).toEqual([
        path,
        status,
        field,
      ]);
    }
  });
});
