import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { swapSchema } from '../../schemas/entities/swap';
import { pagedFeedbackSchema, userProfileSchema } from '../../schemas/entities/user-profile';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

/** A seller of their own with three buyers' swaps: two final, one only delivered. */
describeEachDriver('feedback: the buyer rates the seller of a final sale, once', (driver) => {
  const context = useSeededApp(driver);
  type People = Record<'seller' | 'buyer' | 'second' | 'third' | 'stranger' | 'admin', number>;
  let worlds = 0;
  const one = async <T>(sql: string, params: unknown[] = []) => (await context.db.query<T>(sql, params))[0]!;

  /** A new seller of its own (three unswapped items taken over) with its buyers' swaps: each test rates its own. */
  const sellerWithSales = async () => {
    const tag = `feedback${++worlds}`;
    const people = {} as People;
    for (const role of ['seller', 'buyer', 'second', 'third', 'stranger', 'admin'] as const)
      people[role] = (
        await one<{ id: number }>('INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id', [
          `${tag}_${role}`,
        ])
      ).id;
    await context.db.query('INSERT INTO user_configurations (user_id, admin) VALUES ($1, true)', [people.admin]);
    const items = await context.db.query<{ id: number }>(
      `UPDATE items SET seller_id = $1 WHERE id IN (
         SELECT id FROM items WHERE state = 'available' AND id NOT IN (SELECT item_id FROM swaps) ORDER BY id LIMIT 3)
       RETURNING id`,
      [people.seller],
    );
    const swap = async (item: number, buyer: number, stage: string) =>
      (
        await one<{ id: number }>(
          'INSERT INTO swaps (item_id, buyer_id, seller_id, stage) VALUES ($1, $2, $3, $4) RETURNING id',
          [item, buyer, people.seller, stage],
        )
      ).id;
    const swaps = {
      final: await swap(items[0]!.id, people.buyer, 'final'),
      secondFinal: await swap(items[1]!.id, people.second, 'final'),
      delivered: await swap(items[2]!.id, people.third, 'delivered'),
    };
    return { tag, people, swaps, itemId: items[0]!.id };
  };

  const call = (method: string, path: string, userId: number, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const rate = (swapId: number, userId: number, feedback: unknown) =>
    call('POST', `/v1/swaps/${swapId}/feedback`, userId, { feedback });
  const errorOf = (response: { status: number; body: unknown }) => {
    const [error] = apiErrorBodySchema.parse(response.body).errors;
    return [response.status, error!.code, error!.field ?? error!.message];
  };
  const feedbackRows = (sellerId: number) =>
    context.db.query('SELECT id FROM feedback WHERE seller_id = $1', [sellerId]);

  it('refuses the seller (403), an admin (403), a stranger (404), a sale not final (409) and bad input (400), writing nothing', async () => {
    const { people, swaps } = await sellerWithSales();
    expect(errorOf(await rate(swaps.final, people.seller, { rating: 'positive' }))).toEqual([
      403,
      'forbidden',
      'Only the buyer rates the seller',
    ]);
    expect(errorOf(await rate(swaps.final, people.admin, { rating: 'positive' }))[0]).toBe(403);
    expect(errorOf(await rate(swaps.final, people.stranger, { rating: 'positive' }))[0]).toBe(404);
    expect(errorOf(await rate(99_999_999, people.buyer, { rating: 'positive' }))[0]).toBe(404);
    expect(errorOf(await rate(swaps.delivered, people.third, { rating: 'positive' }))).toEqual([
      409,
      'not_final',
      'You can rate the seller once the sale is final',
    ]);
    expect(errorOf(await rate(swaps.final, people.buyer, { rating: 'great' }))).toEqual([
      400,
      'invalid',
      'feedback.rating',
    ]);
    expect(errorOf(await rate(swaps.final, people.buyer, { rating: 'positive', comment: 'x'.repeat(1001) }))).toEqual([
      400,
      'invalid',
      'feedback.comment',
    ]);
    expect(errorOf(await call('POST', `/v1/swaps/${swaps.final}/feedback`, people.buyer, '{'))[1]).toBe('invalid_json');
    expect(await feedbackRows(people.seller)).toEqual([]);
  });

  it('records the rating with its comment, tells the seller in the thread, and answers the swap with the feedback shown', async () => {
    const { tag, people, swaps } = await sellerWithSales();
    const rated = await rate(swaps.final, people.buyer, { rating: 'neutral', comment: '  Slow, but as described.  ' });
    expect(rated.status).toBe(201);
    const swap = swapSchema.parse((rated.body as { data: unknown }).data);
    expect(swap.feedback).toEqual({
      rating: 'neutral',
      comment: 'Slow, but as described.',
      created_at: expect.any(String),
    });
    expect(swap.actions).not.toContain('leave_feedback');
    const notice = await one<{ sender_id: number | null; body: string; unread_by: number[]; outbox: number }>(
      `SELECT m.sender_id, m.body, s.unread_by,
         (SELECT count(*)::int FROM notice_outbox n WHERE n.swap_id = s.id AND n.user_id = s.seller_id) AS outbox
       FROM swap_messages m JOIN swaps s ON s.id = m.swap_id WHERE m.swap_id = $1 AND m.event = 'feedback_left'`,
      [swaps.final],
    );
    expect(notice).toEqual({
      sender_id: null,
      body: `@${tag}_buyer left neutral feedback: “Slow, but as described.”`,
      unread_by: [people.seller],
      outbox: 1,
    });

    expect(errorOf(await rate(swaps.final, people.buyer, { rating: 'positive' }))).toEqual([
      409,
      'feedback_exists',
      'You have already rated this sale',
    ]);
    expect(await feedbackRows(people.seller)).toHaveLength(1);
  });

  it("counts every rating in the seller's count and leaves neutral out of the % positive: locker, feedback tab, item page", async () => {
    const { tag, people, swaps, itemId } = await sellerWithSales();
    expect(
      (await rate(swaps.final, people.buyer, { rating: 'neutral', comment: 'Slow, but as described.' })).status,
    ).toBe(201);
    expect((await rate(swaps.secondFinal, people.second, { rating: 'positive' })).status).toBe(201);
    const profile = userProfileSchema.parse(
      ((await call('GET', `/v1/users/${people.seller}?src=locker`, people.stranger)).body as { data: unknown }).data,
    );
    expect(profile.feedback).toEqual({ count: 2, score: 100 });
    const item = itemDetailSchema.parse(
      ((await call('GET', `/v1/items/${itemId}`, people.stranger)).body as { data: unknown }).data,
    );
    expect(item.seller?.feedback).toEqual({ score: 100, recent_count: 2 });

    const tab = async (query: string) =>
      pagedFeedbackSchema.parse(
        (await call('GET', `/v1/users/${people.seller}/feedback?src=locker${query}`, people.stranger)).body,
      ).data;
    expect((await tab('')).map((entry) => entry.rating)).toEqual(['positive', 'neutral']);
    expect(await tab('&rating[]=neutral')).toEqual([
      {
        id: expect.any(Number),
        rating: 'neutral',
        comment: 'Slow, but as described.',
        created_at: expect.any(String),
        author: { id: people.buyer, username: `${tag}_buyer`, avatar_url: `/media/avatars/${people.buyer}.svg` },
        item: { id: itemId, name: expect.any(String) },
      },
    ]);
    expect(await tab('&rating[]=negative')).toEqual([]);
    expect(
      apiErrorBodySchema.parse(
        (await call('GET', `/v1/users/${people.seller}/feedback?rating[]=great`, people.buyer)).body,
      ).errors[0]!.field,
    ).toBe('rating[].0');
  });
});
