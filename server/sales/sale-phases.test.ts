import { expect, it } from 'vitest';
import { JOB_HANDLERS, RECURRING_JOBS } from '../job-registry';
import { scheduleRecurringJob } from '../jobs/recurring';
import { createJobWorker } from '../jobs/worker';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { applySalePhases } from './sales';

const SALE_JOB = RECURRING_JOBS.find((job) => job.kind === 'sales.apply_phases')!;

describeEachDriver('the sale-phase job: sale prices follow the clock', (driver) => {
  const context = useSeededApp(driver);
  const createSale = async (startsInHours: number, hours: number, discount: number) =>
    (
      await context.db.query<{ id: number }>(
        `INSERT INTO sales (name, label, destination, started_at, ended_at, slug, discount_percent)
         VALUES ('Phase sale', 'Test', '/search?sale=1', now() + $1 * interval '1 hour', now() + ($1 + $2) * interval '1 hour',
                 'phase-sale-' || gen_random_uuid(), $3) RETURNING id`,
        [startsInHours, hours, discount],
      )
    )[0]!.id;
  /** The clock moving: the sale starts (or ends) a minute ago. */
  const startNow = (sale: number) =>
    context.db.query(`UPDATE sales SET started_at = now() - interval '1 minute' WHERE id = $1`, [sale]);
  const endNow = (sale: number) =>
    context.db.query(`UPDATE sales SET ended_at = now() - interval '1 second' WHERE id = $1`, [sale]);
  const items = async (ids: number[]) =>
    context.db.query<{ id: number; price: number; list_price: number; sale_id: number | null }>(
      'SELECT id, price, list_price, sale_id FROM items WHERE id = ANY ($1::int[]) ORDER BY id',
      [ids],
    );
  const joinAll = async (sale: number, count: number, skip: number) => {
    const rows = await context.db.query<{ id: number }>(
      `UPDATE items SET sale_id = $1 WHERE id IN (
         SELECT id FROM items WHERE state = 'available' AND sale_id IS NULL AND seller_id < 1000 ORDER BY id OFFSET $3 LIMIT $2)
       RETURNING id`,
      [sale, count, skip],
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  };

  it('discounts at the start (whole cents), restores the asking price at the end and lets the items go; a rerun changes nothing', async () => {
    const sale = await createSale(3, 48, 15);
    const ids = await joinAll(sale, 5, 0);
    const asked = await items(ids);
    // Starting soon: the asking price.
    await applySalePhases(context.db);
    expect(await items(ids)).toEqual(asked);

    await startNow(sale);
    expect(await applySalePhases(context.db)).toBeGreaterThanOrEqual(ids.length);
    const live = await items(ids);
    for (const item of live) expect(item.price).toBe(Math.round(Math.round(item.list_price * 100) * 0.85) / 100);
    expect(await applySalePhases(context.db)).toBe(0);

    await endNow(sale);
    await applySalePhases(context.db);
    expect(await items(ids)).toEqual(asked.map((item) => ({ ...item, price: item.list_price, sale_id: null })));
    expect(await applySalePhases(context.db)).toBe(0);
  });

  it('catches up after downtime: a sale that started and ended while nothing ran ends up as if it had run', async () => {
    const sale = await createSale(1, 2, 30);
    const ids = await joinAll(sale, 3, 20);
    // Someone's price went stale meanwhile (a discounted price left from before the downtime).
    await context.db.query('UPDATE items SET price = round(list_price * 0.7, 2) WHERE id = $1', [ids[0]]);
    await startNow(sale);
    await endNow(sale);
    await applySalePhases(context.db);
    for (const item of await items(ids)) expect(item).toMatchObject({ price: item.list_price, sale_id: null });
  });

  it('runs on the jobs queue as a recurring job, and queues its next run a minute later', async () => {
    expect(SALE_JOB.everyMs).toBe(60_000);
    const sale = await createSale(-1, 24, 10);
    const ids = await joinAll(sale, 2, 40);
    await scheduleRecurringJob(context.db, SALE_JOB);
    const worker = createJobWorker(context.db, {
      workerId: 'sale-test',
      handlers: { [SALE_JOB.kind]: JOB_HANDLERS[SALE_JOB.kind]! },
    });
    expect(await worker.runOnce()).toBe(true);
    for (const item of await items(ids)) expect(item.price).toBe(Math.round(item.list_price * 90) / 100);
    const [next] = await context.db.query<{ due_in: number }>(
      `SELECT extract(epoch FROM run_at - now())::int AS due_in FROM jobs WHERE kind = $1 AND state = 'queued'`,
      [SALE_JOB.kind],
    );
    expect(next!.due_in).toBeGreaterThan(50);
  });
});
