import { expect, test } from '@playwright/test';
import { advanceClock, readClock, resetClock } from './support/clock';

const HOUR_MS = 3_600_000;

test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('the server clock moves an hour on and back through the API proxy', async ({ request }) => {
  const before = await readClock(request);
  const moved = await advanceClock(request, 3600);
  expect(moved.getTime() - before.now.getTime()).toBeGreaterThanOrEqual(HOUR_MS);
  expect(moved.getTime() - Date.now()).toBeGreaterThan(HOUR_MS - 60_000);
  expect((await readClock(request)).offsetMs).toBe(before.offsetMs + HOUR_MS);

  const back = await resetClock(request);
  expect(Math.abs(back.getTime() - Date.now())).toBeLessThan(60_000);
  expect((await readClock(request)).offsetMs).toBe(0);
});
