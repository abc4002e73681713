import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { userConfigurationSchema, vacationSchema } from '../../schemas/entities/chrome';
import { demoAccount } from '../seed/demo-accounts';
import { newUser } from '../testing/pro';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const admin = demoAccount('admin').id;
const buyer = demoAccount('buyer').id;

describeEachDriver('an admin puts any account on vacation and lifts it (spec §6)', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const dataOf = (body: unknown) => (body as { data: unknown }).data;
  const active = async (userId: number) => dataOf((await call('GET', '/v1/vacations/active', userId)).body);
  const itemsAway = async (userId: number) =>
    (
      await context.db.query<{ away: boolean }>(
        'SELECT bool_and(seller_away) AS away FROM items WHERE seller_id = $1',
        [userId],
      )
    )[0]!.away;

  it('offers the admin the action in their configuration, and no one else', async () => {
    const configuration = async (userId: number) =>
      userConfigurationSchema.parse(dataOf((await call('GET', '/v1/user_configuration', userId)).body));
    expect((await configuration(admin)).actions).toContain('manage_vacations');
    expect((await configuration(buyer)).actions).not.toContain('manage_vacations');
  });

  it('starts one the user may not lift, hides their items, and lifts it', async () => {
    const [seller] = await context.db.query<{ id: number }>(
      `SELECT i.seller_id AS id FROM items i WHERE i.state = 'available' AND i.seller_id < 1000
         AND NOT EXISTS (SELECT 1 FROM vacations v WHERE v.user_id = i.seller_id) ORDER BY i.seller_id LIMIT 1`,
    );
    const path = `/v1/admin/users/${seller!.id}/vacation`;
    expect(dataOf((await call('GET', path, admin)).body)).toBeNull();

    const started = await call('POST', path, admin, { vacation: { message: 'Paused by Kitswap Support' } });
    expect(started.status).toBe(201);
    expect(vacationSchema.parse(dataOf(started.body))).toMatchObject({
      generated_by: 'admin',
      details: null,
      returns_on: null,
      message: 'Paused by Kitswap Support',
    });
    expect(await active(seller!.id)).toMatchObject({ generated_by: 'admin' });
    expect(await itemsAway(seller!.id)).toBe(true);
    expect((await call('POST', path, admin, {})).status).toBe(409);

    const lift = await call('DELETE', '/v1/vacations/active', seller!.id);
    expect(lift.status).toBe(403);
    expect(apiErrorBodySchema.parse(lift.body).errors[0]).toMatchObject({ code: 'contact_support' });

    expect((await call('DELETE', path, admin)).status).toBe(200);
    expect(await active(seller!.id)).toBeNull();
    expect(await itemsAway(seller!.id)).toBe(false);
    expect((await call('DELETE', path, admin)).status).toBe(404);
  });

  it('replaces the user’s own vacation with the admin’s', async () => {
    const user = await newUser(context.db, 'admin_vacation_own');
    expect((await call('POST', '/v1/vacations', user.id, { vacation: { returns_on: '2999-01-01' } })).status).toBe(201);
    const started = await call('POST', `/v1/admin/users/${user.id}/vacation`, admin, {});
    expect(started.status).toBe(201);
    expect(await active(user.id)).toMatchObject({ generated_by: 'admin', returns_on: null });
    const [{ count }] = (await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM vacations WHERE user_id = $1',
      [user.id],
    )) as [{ count: number }];
    expect(count).toBe(2);
  });

  it('answers anyone but an admin 403 and a guest 401, writing nothing; an unknown account 404', async () => {
    const user = await newUser(context.db, 'admin_vacation_target');
    const path = `/v1/admin/users/${user.id}/vacation`;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', {}],
      ['DELETE', undefined],
    ] as const) {
      const forbidden = await call(method, path, buyer, body);
      expect(forbidden.status, method).toBe(403);
      expect(apiErrorBodySchema.parse(forbidden.body).errors[0]).toMatchObject({ code: 'forbidden' });
      expect((await call(method, path, null, body)).status, method).toBe(401);
    }
    expect(await active(user.id)).toBeNull();
    // The user themselves is not an admin either.
    expect((await call('POST', path, user.id, {})).status).toBe(403);
    expect((await call('POST', '/v1/admin/users/999999/vacation', admin, {})).status).toBe(404);
    expect((await call('GET', '/v1/admin/users/999999/vacation', admin)).status).toBe(404);
    expect((await call('POST', path, admin, { vacation: { message: 'x'.repeat(501) } })).status).toBe(400);
  });
});
