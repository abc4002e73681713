import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { userProfileSchema } from '../../schemas/entities/user-profile';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { lockerProfileSchema } from '../../schemas/requests/locker-profile';
import { advanceClock } from '../clock/clock';
import { DEMO_PASSWORD } from '../iam/demo-password';
import { deleteLoosePhotos } from '../images/uploads';
import { demoAccount } from '../seed/demo-accounts';
import { insertPhoto, uploadUrlOf } from '../testing/listings';
import { newUser, withProOpen } from '../testing/pro';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const PRO = demoAccount('pro');
const SELLER = demoAccount('seller');
const BUYER = demoAccount('buyer');
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDriver('a Pro locker’s bio and cover photo (/v1/account/locker_profile, GET /v1/users/{id})', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const errorsOf = ({ status, body }: { status: number; body: unknown }) => [
    status,
    apiErrorBodySchema.parse(body).errors,
  ];
  const dataOf = (body: unknown) => (body as { data: unknown }).data;
  const profileOf = async (username: string) =>
    userProfileSchema.parse(dataOf((await call('GET', `/v1/users/${username}?src=locker`, null)).body));
  const stored = async (userId: number) =>
    lockerProfileSchema.parse(dataOf((await call('GET', '/v1/account/locker_profile', userId)).body));
  const rows = async () =>
    (await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM locker_profiles'))[0]!.n;
  const subscribe = (userId: number) =>
    requestJson(context.app, '/v1/pro/subscription', {
      method: 'POST',
      headers: { ...bearer(userId), 'content-type': 'application/json', 'x-idempotency-key': `locker-${userId}` },
      body: JSON.stringify({ subscription: { plan: 'pro', cycle: 'monthly', nonce: SANDBOX_NONCES.approved } }),
    });
  /**
   * A new account subscribed to Pro (the site opens Pro for the call), with an available item of its own taken from a
   * generated seller: demo_pro stays the allowlisted account that never subscribes, which the first test counts on.
   */
  const newSubscriber = async (label: string) => {
    const user = await newUser(context.db, label);
    expect((await withProOpen(context.db, () => subscribe(user.id))).status).toBe(201);
    const [item] = await context.db.query<{ id: number }>(
      `UPDATE items SET seller_id = $1 WHERE id = (SELECT id FROM items WHERE state = 'available' AND seller_id < 1000
        AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = items.id) ORDER BY id LIMIT 1) RETURNING id`,
      [user.id],
    );
    return { ...user, itemId: item!.id };
  };

  it('refuses a seller without a running subscription (403) and writes nothing; a guest is 401', async () => {
    const rowsBefore = await rows();
    const cover = await insertPhoto(context.db, PRO.id);
    // demo_pro is on the allowlist (Pro is available to them) but has not subscribed: no locker_cover yet.
    expect(
      errorsOf(await call('PUT', '/v1/account/locker_profile', PRO.id, { bio: 'Hi', cover_photo_id: cover })),
    ).toEqual([403, [{ message: 'A cover photo and bio on your locker are part of Kitswap Pro', code: 'not_pro' }]]);
    expect(
      (await call('PUT', '/v1/account/locker_profile', SELLER.id, { bio: 'Hi', cover_photo_id: null })).status,
    ).toBe(403);
    expect((await call('PUT', '/v1/account/locker_profile', null, { bio: 'Hi', cover_photo_id: null })).status).toBe(
      401,
    );
    expect(await rows()).toBe(rowsBefore);
    expect(await profileOf(PRO.username)).toMatchObject({ pro: false, bio: null, cover_url: null });
  });

  it('lets a subscriber set a bio and their own cover, shown on the locker with the Pro badge, then clear them', async () => {
    const subscriber = await newSubscriber('locker');
    const cover = await insertPhoto(context.db, subscriber.id);
    const bio = '  Goalie gear, mostly Bauer.\r\nShips in 2 days.\n<b>not bold</b>  ';
    const saved = await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio, cover_photo_id: cover });
    expect(saved.status).toBe(200);
    const expected = {
      bio: 'Goalie gear, mostly Bauer.\nShips in 2 days.\n<b>not bold</b>',
      cover_photo_id: cover,
      cover_url: await uploadUrlOf(context.db, cover),
    };
    expect(lockerProfileSchema.parse(dataOf(saved.body))).toEqual(expected);
    expect(await stored(subscriber.id)).toEqual(expected);
    expect(await profileOf(subscriber.username)).toMatchObject({
      pro: true,
      bio: expected.bio,
      cover_url: expected.cover_url,
    });
    // The item page's seller card carries the badge too.
    const detail = await call('GET', `/v1/items/${subscriber.itemId}`, null);
    expect((dataOf(detail.body) as { seller: { pro?: boolean } }).seller.pro).toBe(true);
    // Someone else's locker is untouched.
    expect(await profileOf(SELLER.username)).toMatchObject({ pro: false, bio: null, cover_url: null });

    // The loose-photo cleanup keeps the cover.
    await context.db.query("UPDATE uploaded_images SET created_at = now() - interval '2 days' WHERE id = $1", [cover]);
    await deleteLoosePhotos(context.db);
    expect(await context.db.query('SELECT 1 FROM uploaded_images WHERE id = $1', [cover])).toHaveLength(1);

    const cleared = await call('PUT', '/v1/account/locker_profile', subscriber.id, {
      bio: ' \n ',
      cover_photo_id: null,
    });
    expect(lockerProfileSchema.parse(dataOf(cleared.body))).toEqual({
      bio: null,
      cover_photo_id: null,
      cover_url: null,
    });
    expect(await profileOf(subscriber.username)).toMatchObject({ pro: true, bio: null, cover_url: null });
  });

  it('refuses a too-long bio, another user’s, an unknown or a listing’s photo, per field, writing nothing', async () => {
    const subscriber = await newSubscriber('refused');
    const before = await call('PUT', '/v1/account/locker_profile', subscriber.id, {
      bio: 'Kept',
      cover_photo_id: null,
    });
    expect(before.status).toBe(200);
    const theirs = await insertPhoto(context.db, BUYER.id);
    expect(
      errorsOf(
        await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'x'.repeat(501), cover_photo_id: null }),
      ),
    ).toEqual([400, [expect.objectContaining({ message: 'Keep your bio to 500 characters', field: 'bio' })]]);
    expect(
      (await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'x'.repeat(500), cover_photo_id: null }))
        .status,
    ).toBe(200);
    await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'Kept', cover_photo_id: null });
    expect(
      errorsOf(
        await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'Changed', cover_photo_id: theirs }),
      ),
    ).toEqual([422, [{ message: 'Photo not found', code: 'not_found', field: 'cover_photo_id' }]]);
    expect(
      errorsOf(
        await call('PUT', '/v1/account/locker_profile', subscriber.id, {
          bio: 'Changed',
          cover_photo_id: 2_000_000_000,
        }),
      ),
    ).toEqual([422, [{ message: 'Photo not found', code: 'not_found', field: 'cover_photo_id' }]]);
    const [listed] = await context.db.query<{ id: number }>(
      `INSERT INTO uploaded_images (owner_id, item_id, content_type, width, height, large, small)
       SELECT $1, i.id, 'image/webp', 1, 1, '\\x00', '\\x00' FROM items i WHERE i.seller_id = $1 LIMIT 1 RETURNING id`,
      [subscriber.id],
    );
    expect(
      errorsOf(
        await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'Changed', cover_photo_id: listed!.id }),
      ),
    ).toEqual([
      422,
      [{ message: 'This photo belongs to a listing; upload a new one', code: 'attached', field: 'cover_photo_id' }],
    ]);
    expect(
      (await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 42, cover_photo_id: 'a' })).status,
    ).toBe(400);
    expect(await stored(subscriber.id)).toEqual({ bio: 'Kept', cover_photo_id: null, cover_url: null });
  });

  it('hides the badge, bio and cover once the subscription ends, keeps them stored, and refuses changes', async () => {
    const subscriber = await newSubscriber('ended');
    const cover = await insertPhoto(context.db, subscriber.id);
    await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'Back soon', cover_photo_id: cover });
    expect((await call('DELETE', '/v1/pro/subscription', subscriber.id)).status).toBe(200);
    // Canceled, the paid period still runs.
    expect(await profileOf(subscriber.username)).toMatchObject({ pro: true, bio: 'Back soon' });
    // Past the paid period; the clock goes back for the file's other tests.
    await advanceClock(context.db, 32 * DAY_MS);
    try {
      expect(await profileOf(subscriber.username)).toMatchObject({ pro: false, bio: null, cover_url: null });
      const detail = await call('GET', `/v1/items/${subscriber.itemId}`, null);
      expect((dataOf(detail.body) as { seller: { pro?: boolean } }).seller.pro).toBe(false);
      expect(await stored(subscriber.id)).toMatchObject({ bio: 'Back soon', cover_photo_id: cover });
      expect(
        (await call('PUT', '/v1/account/locker_profile', subscriber.id, { bio: 'New', cover_photo_id: null })).status,
      ).toBe(403);
      expect(await stored(subscriber.id)).toMatchObject({ bio: 'Back soon' });
    } finally {
      await advanceClock(context.db, -32 * DAY_MS);
    }
  });

  it('forgets the bio and cover of a deleted account', async () => {
    const unverified = demoAccount('unverified');
    await context.db.query("INSERT INTO locker_profiles (user_id, bio) VALUES ($1, 'Personal words')", [unverified.id]);
    const deleted = await call('DELETE', '/v1/account', unverified.id, {
      confirm_username: unverified.username,
      current_password: DEMO_PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect(await context.db.query('SELECT 1 FROM locker_profiles WHERE user_id = $1', [unverified.id])).toHaveLength(0);
  });
});
