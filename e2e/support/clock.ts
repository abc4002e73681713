import { expect, type APIRequestContext } from '@playwright/test';
import { api } from './session';

/**
 * The server clock for the after-sale specs (POST /v1/testing/clock, development and test servers
 * only): moving it runs every swaps.* job once, so auctions end, windows lapse and parcels move at
 * once. Only the `after-sale` project (playwright.config.ts) moves it: it runs after every other spec.
 */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<Date> {
  return moveClock(request, { advance_seconds: seconds });
}

/** Back to real time (the jobs run once again). */
export async function resetClock(request: APIRequestContext): Promise<Date> {
  return moveClock(request, { reset: true });
}

/** The server clock now and its offset from real time. */
export async function readClock(request: APIRequestContext): Promise<{ now: Date; offsetMs: number }> {
  const response = await request.get(api('/v1/testing/clock'));
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { now: string; offset_ms: number } };
  return { now: new Date(data.now), offsetMs: data.offset_ms };
}

async function moveClock(request: APIRequestContext, body: object): Promise<Date> {
  const response = await request.post(api('/v1/testing/clock'), { data: body });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { now: string } };
  return new Date(data.now);
}
