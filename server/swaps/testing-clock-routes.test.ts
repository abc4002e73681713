import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { clockNow } from '../clock/clock';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { RECURRING_JOBS } from '../job-registry';
import type { RecurringJob } from '../jobs/recurring';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { requestAs } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';

const HOUR_MS = 3_600_000;

describeEachDriver('the testing clock (POST/GET /v1/testing/clock)', (driver) => {
  let db: Db;
  // A swaps.* job of the test's own: records the server clock it saw when it ran.
  const seen: Date[] = [];
  const probe: RecurringJob = {
    kind: 'swaps.test_probe',
    everyMs: 60_000,
    run: async (db) => seen.push(await clockNow(db)),
  };
  const other: RecurringJob = { kind: 'test.not_a_swap_job', everyMs: 60_000, run: async () => seen.push(new Date(0)) };

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    RECURRING_JOBS.push(probe, other);
  });
  afterAll(async () => {
    RECURRING_JOBS.splice(RECURRING_JOBS.indexOf(probe), 2);
    await db?.close();
  });
  beforeEach(async () => {
    seen.length = 0;
    await db.query('UPDATE server_clock SET offset_ms = 0');
  });
  afterEach(() => vi.unstubAllEnvs());

  const offset = async () => Number((await db.query<{ o: string }>('SELECT offset_ms AS o FROM server_clock'))[0]!.o);

  it('moves the clock forward, runs the swaps.* jobs once on the moved clock, and answers the new now', async () => {
    const app = createApp({ db });
    const started = Date.now();
    const moved = await requestAs(app, 'POST', '/v1/testing/clock', null, { advance_seconds: 3600 });
    expect(moved.status).toBe(200);
    const now = Date.parse((moved.body as { data: { now: string } }).data.now);
    expect(now - started).toBeGreaterThanOrEqual(HOUR_MS - 1000);
    expect(now - Date.now()).toBeLessThanOrEqual(HOUR_MS + 1000);
    // Only the swaps.* job ran, once, and it already saw the moved clock.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.getTime() - started).toBeGreaterThanOrEqual(HOUR_MS - 1000);

    const read = await requestAs(app, 'GET', '/v1/testing/clock', 1001);
    expect(read).toMatchObject({ status: 200, body: { data: { offset_ms: HOUR_MS } } });

    await requestAs(app, 'POST', '/v1/testing/clock', null, { advance_seconds: 60 });
    expect(await offset()).toBe(HOUR_MS + 60_000);
  });

  it('puts the clock back to real time on reset', async () => {
    const app = createApp({ db });
    await requestAs(app, 'POST', '/v1/testing/clock', null, { advance_seconds: 86_400 });
    const reset = await requestAs(app, 'POST', '/v1/testing/clock', null, { reset: true });
    expect(reset.status).toBe(200);
    expect(Math.abs(Date.parse((reset.body as { data: { now: string } }).data.now) - Date.now())).toBeLessThan(5000);
    expect(await offset()).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it.each([
    [{ advance_seconds: -1 }, 'advance_seconds'],
    [{ advance_seconds: 400 * 86_400 + 1 }, 'advance_seconds'],
    [{ advance_seconds: 1.5 }, 'advance_seconds'],
    [{ advance_seconds: '60' }, 'advance_seconds'],
    [{ reset: false }, 'reset'],
    [{ advance_seconds: 60, reset: true }, undefined],
    [{}, undefined],
    [{ advance_seconds: 60, extra: 1 }, undefined],
  ])('refuses %j with a 400 and leaves the clock alone', async (body, field) => {
    const answer = await requestAs(createApp({ db }), 'POST', '/v1/testing/clock', null, body);
    expect(answer.status).toBe(400);
    const [error] = (answer.body as { errors: { code: string; field?: string }[] }).errors;
    expect(error).toMatchObject({ code: 'invalid' });
    if (field) expect(error!.field).toBe(field);
    expect(await offset()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('refuses malformed JSON with a 400', async () => {
    const answer = await requestAs(createApp({ db }), 'POST', '/v1/testing/clock', null, '{"advance_seconds":');
    expect(answer.status).toBe(400);
    expect(await offset()).toBe(0);
  });

  describe('in production', () => {
    it('answers 404 like an unknown path and moves nothing', async () => {
      vi.stubEnv('KS_ENV', 'production');
      // A real account's write (a token of no account is 401 before any route): this database is migrated, not seeded.
      await db.query(
        "INSERT INTO users (id, username, joined_at) VALUES (1001, 'clock_caller', now()) ON CONFLICT DO NOTHING",
      );
      const app = createApp({ db, ...PRODUCTION_SECRETS });
      const moved = await requestAs(app, 'POST', '/v1/testing/clock', 1001, { advance_seconds: 3600 });
      expect(moved).toEqual({ status: 404, body: { errors: [{ message: 'Not found', code: 'not_found' }] } });
      expect((await requestAs(app, 'GET', '/v1/testing/clock', 1001)).status).toBe(404);
      expect(await offset()).toBe(0);
      expect(seen).toEqual([]);
    });
  });
});
