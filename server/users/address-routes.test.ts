import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { checkoutResultSchema } from '../../schemas/entities/order';
import { addressListSchema, type AddressBody } from '../../schemas/requests/addresses';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { buyableItems, useRecordingApp } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';

describeEachDriver('addresses (GET/POST /v1/addresses, PUT/DELETE /v1/addresses/:id, PUT …/default)', (driver) => {
  const { context, gateway, request, cartPath, add } = useRecordingApp(driver);
  const home: AddressBody = {
    name: 'Ada Lovelace',
    street1: '10 Main St',
    street2: '',
    city: 'Boston',
    region: 'ma',
    postal_code: '02116',
    country: 'US',
  };
  const cabin: AddressBody = {
    name: 'Ada Lovelace',
    street1: '5 Lake Rd',
    city: 'Toronto',
    region: 'ON',
    postal_code: 'm5v2t6',
    country: 'CA',
  };
  const listOf = (body: unknown) => addressListSchema.parse((body as { data: unknown }).data);
  const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
  const rows = (userId: number) =>
    context.db.query<{ id: number; street1: string; ship_to: boolean }>(
      'SELECT id, street1, ship_to FROM addresses WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  /** Generated users without any address, a few per test. */
  const usersWithout = async (count: number, skip: number) =>
    (
      await context.db.query<{ id: number }>(
        `SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM addresses a WHERE a.user_id = u.id)
         ORDER BY id LIMIT $1 OFFSET $2`,
        [count, skip],
      )
    ).map((row) => row.id);

  it('adds addresses (the first becomes the default), changes them and makes another the default, unsetting the first', async () => {
    const [user] = await usersWithout(1, 0);
    expect(await request('GET', '/v1/addresses', null)).toMatchObject({ status: 401 });
    expect(listOf((await request('GET', '/v1/addresses', user!)).body)).toEqual([]);

    const first = await request('POST', '/v1/addresses', user!, home);
    expect(first.status).toBe(201);
    const [saved] = listOf(first.body);
    expect(saved).toMatchObject({ street1: '10 Main St', street2: null, region: 'MA', ship_to: true, country: 'US' });

    const second = listOf((await request('POST', '/v1/addresses', user!, cabin)).body);
    expect(second.map((address) => [address.street1, address.postal_code, address.ship_to])).toEqual([
      ['10 Main St', '02116', true],
      ['5 Lake Rd', 'M5V 2T6', false],
    ]);
    const cabinId = second[1]!.id;

    const changed = await request('PUT', `/v1/addresses/${cabinId}`, user!, { ...cabin, street1: '6 Lake Rd' });
    expect([changed.status, listOf(changed.body)[1]!.street1]).toEqual([200, '6 Lake Rd']);

    const made = await request('PUT', `/v1/addresses/${cabinId}/default`, user!);
    expect(listOf(made.body).map((address) => [address.id, address.ship_to])).toEqual([
      [cabinId, true],
      [saved!.id, false],
    ]);
    expect((await rows(user!)).filter((row) => row.ship_to).map((row) => row.id)).toEqual([cabinId]);
  });

  it('refuses an invalid ZIP, state, postal code or province, and missing fields, per field: 400, nothing written', async () => {
    const [user] = await usersWithout(1, 1);
    const refusals: [AddressBody, string, string][] = [
      [{ ...home, postal_code: '0211' }, 'postal_code', 'Enter a 5-digit ZIP code (or ZIP+4)'],
      [{ ...home, postal_code: 'M5V 2T6' }, 'postal_code', 'Enter a 5-digit ZIP code (or ZIP+4)'],
      [{ ...home, region: 'ON' }, 'region', 'Choose a US state'],
      [{ ...cabin, postal_code: '02116' }, 'postal_code', 'Enter a postal code like A1A 1A1'],
      [{ ...cabin, postal_code: 'D5V 2T6' }, 'postal_code', 'Enter a postal code like A1A 1A1'],
      [{ ...cabin, region: 'MA' }, 'region', 'Choose a Canadian province or territory'],
      [{ ...home, name: '  ' }, 'name', 'Required'],
      [{ ...home, street1: '' }, 'street1', 'Required'],
      [{ ...home, city: '' }, 'city', 'Required'],
      [{ ...home, country: 'GB' as 'US' }, 'country', 'Choose the United States or Canada'],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await request('POST', '/v1/addresses', user!, body);
      expect([refused.status, errorsOf(refused.body)]).toEqual([400, [{ message, code: 'invalid', field }]]);
    }
    expect(await request('POST', '/v1/addresses', user!, { ...home, postal_code: '02116-1234' })).toMatchObject({
      status: 201,
    });
    const [only] = await rows(user!);
    const badChange = await request('PUT', `/v1/addresses/${only!.id}`, user!, { ...home, postal_code: 'x' });
    expect(badChange.status).toBe(400);
    expect(await rows(user!)).toEqual([only]);
  });

  it("answers 404 for another user's address on every write, and changes nothing of theirs", async () => {
    const [owner, other] = await usersWithout(2, 2);
    const [theirs] = listOf((await request('POST', '/v1/addresses', owner!, home)).body);
    await request('POST', '/v1/addresses', other!, cabin);
    const before = await rows(owner!);
    for (const [method, path, body] of [
      ['PUT', `/v1/addresses/${theirs!.id}`, cabin],
      ['PUT', `/v1/addresses/${theirs!.id}/default`, undefined],
      ['DELETE', `/v1/addresses/${theirs!.id}`, undefined],
      ['DELETE', '/v1/addresses/2147483647', undefined],
    ] as const) {
      const refused = await request(method, path, other!, body);
      expect([refused.status, errorsOf(refused.body)[0]!.code]).toEqual([404, 'not_found']);
    }
    expect(await rows(owner!)).toEqual(before);
    expect((await rows(other!)).map((row) => row.ship_to)).toEqual([true]);
  });

  it('deleting the default makes the newest remaining address the default; the last one leaves none', async () => {
    const [user] = await usersWithout(1, 4);
    for (const street1 of ['1 Old St', '2 Mid St', '3 New St'])
      await request('POST', '/v1/addresses', user!, { ...home, street1 });
    const [oldest, middle, newest] = await rows(user!);
    expect(oldest!.ship_to).toBe(true);
    const afterDelete = listOf((await request('DELETE', `/v1/addresses/${oldest!.id}`, user!)).body);
    expect(afterDelete.map((address) => [address.id, address.ship_to])).toEqual([
      [newest!.id, true],
      [middle!.id, false],
    ]);
    // Deleting one that is not the default leaves the default alone.
    await request('DELETE', `/v1/addresses/${middle!.id}`, user!);
    expect((await rows(user!)).map((row) => [row.id, row.ship_to])).toEqual([[newest!.id, true]]);
    expect(listOf((await request('DELETE', `/v1/addresses/${newest!.id}`, user!)).body)).toEqual([]);
  });

  it('never lets two defaults stand: racing requests end with one, and the unique index refuses a second', async () => {
    const [user] = await usersWithout(1, 5);
    for (const street1 of ['1 A St', '2 B St', '3 C St'])
      await request('POST', '/v1/addresses', user!, { ...home, street1 });
    const ids = (await rows(user!)).map((row) => row.id);
    const raced = await Promise.all(ids.map((id) => request('PUT', `/v1/addresses/${id}/default`, user!)));
    for (const result of raced) expect([200, 409]).toContain(result.status);
    expect((await rows(user!)).filter((row) => row.ship_to)).toHaveLength(1);
    const notDefault = (await rows(user!)).find((row) => !row.ship_to)!;
    await expect(
      context.db.query('UPDATE addresses SET ship_to = true WHERE id = $1', [notDefault.id]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it("refuses checkout without a default shipping address (422 address_required, nothing charged); the order keeps the default's copy", async () => {
    const [buyer] = await usersWithout(1, 6);
    const [item] = await buyableItems(context.db, 1, {
      where: 'NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id)',
    });
    expect((await add(buyer!, item!.id)).status).toBe(201);
    const pay = () =>
      request('POST', `${cartPath(buyer!)}/checkout`, buyer!, { checkout: { nonce: SANDBOX_NONCES.approved } });
    const refused = await pay();
    expect([refused.status, errorsOf(refused.body)]).toEqual([
      422,
      [{ message: 'Add a shipping address', code: 'address_required' }],
    ]);
    expect(gateway.charges).toEqual([]);
    expect(await context.db.query('SELECT id FROM orders WHERE buyer_id = $1', [buyer])).toEqual([]);

    await request('POST', '/v1/addresses', buyer!, cabin);
    const paid = await pay();
    expect(paid.status).toBe(201);
    const { order } = checkoutResultSchema.parse((paid.body as { data: unknown }).data);
    const [row] = await context.db.query<{ ship_to: unknown }>('SELECT ship_to FROM orders WHERE id = $1', [order.id]);
    expect(row!.ship_to).toEqual({
      name: 'Ada Lovelace',
      street1: '5 Lake Rd',
      street2: null,
      city: 'Toronto',
      region: 'ON',
      postal_code: 'M5V 2T6',
      country: 'CA',
    });
  });
});
