import { afterEach, beforeEach, expect, it } from 'vitest';
import { advanceClock, freezeClock, resetClock } from '../clock/clock';
import { JOB_HANDLERS, RECURRING_JOBS } from '../job-registry';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { SETTLE_PAYOUTS_JOB, settlePayouts } from './settle-payouts-job';

describeEachDriver('payouts.settle_payouts', (driver) => {
  const context = useSeededApp(driver);
  beforeEach(async () => {
    await freezeClock(context.db);
  });
  afterEach(() => resetClock(context.db));

  // TODO the rows it settles made here (some due, some not yet; removed after), then what the first run did to each.
  it('settles what is due by the server clock once: a second run at the same instant changes nothing', async () => {
    await advanceClock(context.db, SETTLE_PAYOUTS_JOB.everyMs);
    expect(await settlePayouts(context.db)).toBeGreaterThanOrEqual(0);
    expect(await settlePayouts(context.db)).toBe(0);
  });

  it('is one of the recurring jobs every process schedules', () => {
    expect(RECURRING_JOBS).toContain(SETTLE_PAYOUTS_JOB);
    expect(JOB_HANDLERS[SETTLE_PAYOUTS_JOB.kind]).toBeTypeOf('function');
  });
});
