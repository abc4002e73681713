import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { pagedFeedbackSchema, pagedUsersSchema, userProfileSchema } from '../../schemas/entities/user-profile';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer = demoAccount('buyer');

describeEachDriver('a locker (GET /v1/users/{id}, followers, following, feedback)', (driver) => {
  const context = useSeededApp(driver);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await requestJson(context.app, path, { headers });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { data: unknown };
  };
  /** A seller with feedback and followers, and what the database says of them. */
  const busySeller = async () => {
    const [row] = await context.db.query<{
      id: number;
      username: string;
      followers: number;
      feedback: number;
      positive: number;
      available: number;
      sold: number;
    }>(
      `SELECT u.id, u.username,
         (SELECT count(*)::int FROM following WHERE followed_id = u.id) AS followers,
         (SELECT count(*)::int FROM feedback WHERE seller_id = u.id) AS feedback,
         (SELECT count(*)::int FROM feedback WHERE seller_id = u.id AND positive) AS positive,
         (SELECT count(*)::int FROM items WHERE seller_id = u.id AND state = 'available') AS available,
         (SELECT count(*)::int FROM items WHERE seller_id = u.id AND state = 'sold') AS sold
       FROM users u ORDER BY followers DESC, feedback DESC, u.id LIMIT 1`,
    );
    return row!;
  };

  it('the profile by username or by id: counts from the data, feedback as % positive, following false for a guest', async () => {
    const seller = await busySeller();
    const byName = userProfileSchema.parse((await get(`/v1/users/${seller.username}?src=locker`)).data);
    expect(byName).toMatchObject({
      id: seller.id,
      username: seller.username,
      followers_count: seller.followers,
      available_count: seller.available,
      sold_count: seller.sold,
      following: false,
      feedback: {
        count: seller.feedback,
        score: seller.feedback === 0 ? null : (100 * seller.positive) / seller.feedback,
      },
    });
    expect(userProfileSchema.parse((await get(`/v1/users/${seller.id}`)).data)).toEqual(byName);
  });

  it('says whether the caller follows the user, and follow / unfollow change it and the followers count', async () => {
    const seller = await busySeller();
    const profile = async () =>
      userProfileSchema.parse((await get(`/v1/users/${seller.username}`, bearer(buyer.id))).data);
    await requestJson(context.app, `/v1/users/user-${buyer.id}/following/${seller.id}`, {
      method: 'DELETE',
      headers: bearer(buyer.id),
    });
    const before = await profile();
    expect(before.following).toBe(false);
    expect(
      (
        await requestJson(context.app, `/v1/users/user-${buyer.id}/following/${seller.id}`, {
          method: 'PUT',
          headers: bearer(buyer.id),
        })
      ).status,
    ).toBe(200);
    const after = await profile();
    expect(after).toMatchObject({ following: true, followers_count: before.followers_count + 1 });
    const followers = pagedUsersSchema.parse(await get(`/v1/users/${seller.id}/followers`));
    expect(followers.data[0]).toMatchObject({ id: buyer.id, username: buyer.username });
  });

  it('followers and following page through everyone, the most recent first, with the total', async () => {
    const seller = await busySeller();
    const whole = pagedUsersSchema.parse(await get(`/v1/users/${seller.username}/followers?page_size=100`));
    expect(whole.meta.paging.total_count).toBe(seller.followers);
    const pages = await Promise.all(
      [1, 2].map(async (page) =>
        pagedUsersSchema.parse(await get(`/v1/users/${seller.username}/followers?page=${page}&page_size=2`)),
      ),
    );
    expect(pages.flatMap((page) => page.data.map((user) => user.id))).toEqual(
      whole.data.slice(0, 4).map((user) => user.id),
    );

    const following = pagedUsersSchema.parse(await get(`/v1/users/${buyer.username}/following`));
    const expected = await context.db.query<{ followed_id: number }>(
      'SELECT followed_id FROM following WHERE follower_id = $1 ORDER BY created_at DESC, followed_id DESC',
      [buyer.id],
    );
    expect(following.data.map((user) => user.id)).toEqual(expected.map((row) => row.followed_id));
  });

  it('feedback: newest first, filtered by rating[] (both ratings when none), with the total', async () => {
    const seller = await busySeller();
    const all = pagedFeedbackSchema.parse(await get(`/v1/users/${seller.username}/feedback?page_size=100`));
    expect(all.meta.paging.total_count).toBe(seller.feedback);
    const times = all.data.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const positive = pagedFeedbackSchema.parse(
      await get(`/v1/users/${seller.username}/feedback?rating[]=positive&page_size=100`),
    );
    expect(positive.meta.paging.total_count).toBe(seller.positive);
    expect(positive.data.every((entry) => entry.rating === 'positive')).toBe(true);
    const negative = pagedFeedbackSchema.parse(await get(`/v1/users/${seller.username}/feedback?rating[]=negative`));
    expect(negative.meta.paging.total_count).toBe(seller.feedback - seller.positive);
    const both = pagedFeedbackSchema.parse(
      await get(`/v1/users/${seller.username}/feedback?rating[]=positive&rating[]=negative&page_size=100`),
    );
    expect(both.data).toEqual(all.data);
  });

  it.each([
    ['an unknown username', '/v1/users/nobody-here-at-all', 404, undefined],
    ['an unknown id', '/v1/users/999999/followers', 404, undefined],
    ['a rating that is not one', '/v1/users/1/feedback?rating[]=great', 400, 'rating[].0'],
    ['a page of 0', '/v1/users/1/following?page=0', 400, 'page'],
    ['a page size over 100', '/v1/users/1/followers?page_size=101', 400, 'page_size'],
  ])('%s is a %i', async (_what, path, status, field) => {
    const response = await requestJson(context.app, path);
    expect(response.status).toBe(status);
    const body = apiErrorBodySchema.parse(response.body);
    if (field) expect(body.errors.map((error) => error.field)).toContain(field);
  });
});
