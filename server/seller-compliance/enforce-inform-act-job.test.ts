import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { vacationSchema } from '../../schemas/entities/chrome';
import { informActStatusSchema } from '../../schemas/entities/seller-compliance';
import { freezeClock, resetClock } from '../clock/clock';
import { JOB_HANDLERS, RECURRING_JOBS } from '../job-registry';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { newSeller, postSales, w9Body } from '../testing/seller-compliance';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { ENFORCE_INFORM_ACT_JOB, enforceInformAct } from './enforce-inform-act-job';

const THRESHOLD_CENTS = 500_000;

describeEachDriver('the INFORM Act: high-volume sellers, the compliance job and filing', (driver) => {
  const context = useSeededApp(driver);
  // Frozen for the whole file: every rule is asked at an exact instant (a year, 12 and 24 months back).
  beforeAll(async () => {
    await freezeClock(context.db);
  });
  afterAll(() => resetClock(context.db));

  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const status = async (userId: number) => {
    const answer = await call('GET', '/v1/seller_account/inform_act', userId);
    expect(answer.status).toBe(200);
    return informActStatusSchema.parse((answer.body as { data: unknown }).data);
  };
  const activeVacation = async (userId: number) => {
    const { body } = await call('GET', '/v1/vacations/active', userId);
    const data = (body as { data: unknown }).data;
    return data === null ? null : vacationSchema.parse(data);
  };
  const fileW9 = async (userId: number) =>
    expect((await call('PUT', '/v1/seller_account/w9', userId, w9Body())).status).toBe(200);
  const addFiling = (userId: number, age: string) =>
    context.db.query(
      `INSERT INTO inform_act_filings (user_id, filed_at, legal_name, contact_email, contact_phone, address,
                                       bank_account_last4, tin_type, tin_last4)
       VALUES ($1, ks_now() - $2::interval, 'Pat Seller', 'pat@example.com', '+12175550100', '{}', '6789', 'ssn', '6789')`,
      [userId, age],
    );

  it('is high-volume at exactly 200 sales and $5,000 in 12 months, and not one sale or one cent below', async () => {
    const atThreshold = await newSeller(context.db, 'inform_edge');
    const saleShort = await newSeller(context.db, 'inform_sale_short');
    const centShort = await newSeller(context.db, 'inform_cent_short');
    await postSales(context.db, atThreshold.id, 200, THRESHOLD_CENTS, 30);
    await postSales(context.db, saleShort.id, 199, THRESHOLD_CENTS, 30);
    await postSales(context.db, centShort.id, 200, THRESHOLD_CENTS - 1, 30);

    expect(await status(atThreshold.id)).toMatchObject({
      high_volume: true,
      threshold: { sales_count: 200, gross_cents: THRESHOLD_CENTS },
      last_12_months: { sales_count: 200, gross_cents: THRESHOLD_CENTS },
      filed: false,
      last_filing: null,
      on_vacation: false,
    });
    expect(await status(saleShort.id)).toMatchObject({ high_volume: false, last_12_months: { sales_count: 199 } });
    expect(await status(centShort.id)).toMatchObject({
      high_volume: false,
      last_12_months: { gross_cents: THRESHOLD_CENTS - 1 },
    });

    await enforceInformAct(context.db);
    expect(await activeVacation(atThreshold.id)).toMatchObject({
      generated_by: 'user',
      details: 'inform_act_compliance',
      returns_on: null,
    });
    expect(await activeVacation(saleShort.id)).toBeNull();
    expect(await activeVacation(centShort.id)).toBeNull();
    // The sales were posted as checkout posts them: the ledger balances.
    expect(await ledgerDiscrepancies(context.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('counts any 12 months of the last 24: sales 11 months and 23 months back count together, 25 months back do not', async () => {
    const within = await newSeller(context.db, 'inform_window');
    const spread = await newSeller(context.db, 'inform_spread');
    const expired = await newSeller(context.db, 'inform_expired');
    // Within one 12-month window (days 700 and 360 back), both more than 12 months ago for the first half.
    await postSales(context.db, within.id, 100, 250_000, 700);
    await postSales(context.db, within.id, 100, 250_000, 360);
    // 370 days apart: no 12 months hold both halves.
    await postSales(context.db, spread.id, 100, 250_000, 700);
    await postSales(context.db, spread.id, 100, 250_000, 330);
    // All of it older than 24 months.
    await postSales(context.db, expired.id, 200, THRESHOLD_CENTS, 24 * 31 + 5);

    expect(await status(within.id)).toMatchObject({ high_volume: true, last_12_months: { sales_count: 100 } });
    expect((await status(spread.id)).high_volume).toBe(false);
    expect((await status(expired.id)).high_volume).toBe(false);
  });

  it('asks again once a filing is exactly a year old, and not a day before', async () => {
    const lapsed = await newSeller(context.db, 'inform_lapsed');
    const current = await newSeller(context.db, 'inform_current');
    for (const seller of [lapsed, current]) await postSales(context.db, seller.id, 200, THRESHOLD_CENTS, 10);
    await addFiling(lapsed.id, '1 year');
    await addFiling(current.id, '1 year - 1 day');

    expect(await status(lapsed.id)).toMatchObject({ high_volume: true, filed: false });
    expect(await status(current.id)).toMatchObject({ high_volume: true, filed: true });
    await enforceInformAct(context.db);
    expect((await activeVacation(lapsed.id))?.details).toBe('inform_act_compliance');
    expect(await activeVacation(current.id)).toBeNull();
  });

  it('puts a seller who has not filed on vacation; they cannot lift it, filing ends it, and the job leaves them off', async () => {
    const seller = await newSeller(context.db, 'inform_file');
    await postSales(context.db, seller.id, 210, 600_000, 5);
    await enforceInformAct(context.db);
    expect((await status(seller.id)).on_vacation).toBe(true);

    const lift = await call('DELETE', '/v1/vacations/active', seller.id);
    expect(lift.status).toBe(403);
    expect(apiErrorBodySchema.parse(lift.body).errors[0]).toMatchObject({
      code: 'vacation_cause',
      message: 'Submit the INFORM Act form to end it.',
    });

    // Without a W-9 the form cannot be filed: 422 naming it, nothing written, still away.
    const refused = await call('POST', '/v1/seller_account/inform_act', seller.id, { inform_act: { confirmed: true } });
    expect(refused.status).toBe(422);
    expect(apiErrorBodySchema.parse(refused.body).errors).toEqual([
      { message: 'Fill in your W-9 for your tax id', code: 'missing', field: 'w9' },
    ]);
    expect((await activeVacation(seller.id))?.details).toBe('inform_act_compliance');

    // Not confirmed: 400.
    await fileW9(seller.id);
    expect((await call('POST', '/v1/seller_account/inform_act', seller.id, { inform_act: {} })).status).toBe(400);

    const filed = await call('POST', '/v1/seller_account/inform_act', seller.id, { inform_act: { confirmed: true } });
    expect(filed.status).toBe(201);
    expect(informActStatusSchema.parse((filed.body as { data: unknown }).data)).toMatchObject({
      high_volume: true,
      filed: true,
      on_vacation: false,
      missing: [],
      on_file: {
        legal_name: 'Pat Seller',
        contact_email: 'pat@example.com',
        contact_phone: '+12175550100',
        bank_account_last4: '6789',
        tin_masked: '•••-••-6789',
        address: '1 Main St, Springfield, IL 62701, US',
      },
    });
    expect(await activeVacation(seller.id)).toBeNull();
    const [record] = await context.db.query<{ tin_last4: string; bank_account_last4: string }>(
      'SELECT tin_last4, bank_account_last4 FROM inform_act_filings WHERE user_id = $1',
      [seller.id],
    );
    expect(record).toEqual({ tin_last4: '6789', bank_account_last4: '6789' });

    await enforceInformAct(context.db);
    expect(await activeVacation(seller.id)).toBeNull();
  });

  it('lists what is missing: a user without a seller account is told to set one up first', async () => {
    const [row] = await context.db.query<{ id: number }>(
      "INSERT INTO users (username, joined_at) VALUES ('inform_no_account_' || $1, now()) RETURNING id",
      [process.pid],
    );
    expect((await status(row!.id)).missing).toEqual([
      'seller_account',
      'contact_email',
      'contact_phone',
      'bank_account',
      'w9',
    ]);
    const refused = await call('POST', '/v1/seller_account/inform_act', row!.id, { inform_act: { confirmed: true } });
    expect(refused.status).toBe(422);
    expect(apiErrorBodySchema.parse(refused.body).errors.map((error) => error.field)).toEqual([
      'seller_account',
      'contact_email',
      'contact_phone',
      'bank_account',
      'w9',
    ]);
  });

  it('gives the seller’s own vacation the INFORM Act cause (no return date); leaves an admin’s as it is and filing does not end it', async () => {
    const away = await newSeller(context.db, 'inform_away');
    const suspended = await newSeller(context.db, 'inform_admin');
    for (const seller of [away, suspended]) await postSales(context.db, seller.id, 200, THRESHOLD_CENTS, 3);
    expect((await call('POST', '/v1/vacations', away.id, { vacation: { returns_on: '2999-01-01' } })).status).toBe(201);
    const admin = demoAccount('admin').id;
    expect((await call('POST', `/v1/admin/users/${suspended.id}/vacation`, admin, {})).status).toBe(201);

    await enforceInformAct(context.db);
    expect(await activeVacation(away.id)).toMatchObject({ details: 'inform_act_compliance', returns_on: null });
    expect(await activeVacation(suspended.id)).toMatchObject({ generated_by: 'admin', details: null });

    await fileW9(suspended.id);
    expect(
      (await call('POST', '/v1/seller_account/inform_act', suspended.id, { inform_act: { confirmed: true } })).status,
    ).toBe(201);
    expect(await activeVacation(suspended.id)).toMatchObject({ generated_by: 'admin' });
  });

  it('ends an INFORM Act vacation when the seller has filed by then (a filing that committed while the job ran)', async () => {
    const seller = await newSeller(context.db, 'inform_race');
    await postSales(context.db, seller.id, 200, THRESHOLD_CENTS, 3);
    await enforceInformAct(context.db);
    expect((await activeVacation(seller.id))?.details).toBe('inform_act_compliance');
    await addFiling(seller.id, '1 minute');
    await enforceInformAct(context.db);
    expect(await activeVacation(seller.id)).toBeNull();
  });

  it('changes nothing on a second run at the same instant', async () => {
    const seller = await newSeller(context.db, 'inform_twice');
    await postSales(context.db, seller.id, 200, THRESHOLD_CENTS, 3);
    expect(await enforceInformAct(context.db)).toBeGreaterThanOrEqual(1);
    expect(await enforceInformAct(context.db)).toBe(0);
  });

  it('seeds demo_pro over the threshold and filed: the job leaves it selling', async () => {
    const pro = demoAccount('pro').id;
    await enforceInformAct(context.db);
    expect(await status(pro)).toMatchObject({
      high_volume: true,
      filed: true,
      on_vacation: false,
      missing: [],
      last_12_months: { sales_count: expect.any(Number) as number },
      on_file: { bank_account_last4: '6789', tin_masked: '••-•••6789' },
    });
    expect((await status(pro)).last_12_months.sales_count).toBeGreaterThanOrEqual(200);
    expect(await activeVacation(pro)).toBeNull();
    expect(await ledgerDiscrepancies(context.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('makes a fresh high-volume seller on vacation for the e2e spec (development and test only)', async () => {
    const made = await call('POST', '/v1/testing/inform_act_sellers', null, { sales_count: 200, gross_cents: 500_000 });
    expect(made.status).toBe(201);
    const { id } = (made.body as { data: { id: number } }).data;
    expect(await status(id)).toMatchObject({ high_volume: true, on_vacation: true, missing: ['w9'] });
    expect((await call('POST', '/v1/testing/inform_act_sellers', null, { sales_count: 0 })).status).toBe(400);
  });

  it('answers a guest 401', async () => {
    expect((await call('GET', '/v1/seller_account/inform_act', null)).status).toBe(401);
    expect(
      (await call('POST', '/v1/seller_account/inform_act', null, { inform_act: { confirmed: true } })).status,
    ).toBe(401);
  });

  it('is one of the recurring jobs every process schedules', () => {
    expect(RECURRING_JOBS).toContain(ENFORCE_INFORM_ACT_JOB);
    expect(JOB_HANDLERS[ENFORCE_INFORM_ACT_JOB.kind]).toBeTypeOf('function');
  });
});
