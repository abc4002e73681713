import { describe, expect, it } from 'vitest';
import { salePhase } from './sale-queries';

const sale = { started_at: '2026-12-14T12:00:00.000Z', ended_at: '2027-01-30T12:00:00.000Z' };

describe('salePhase (spec §4.3)', () => {
  it.each([
    ['2026-12-14T11:59:59.999Z', 'starting_soon'],
    ['2026-12-14T12:00:00.000Z', 'live'],
    ['2027-01-30T11:59:59.999Z', 'live'],
    ['2027-01-30T12:00:00.000Z', 'ended'],
  ])('at %s is %s', (now, phase) => {
    expect(salePhase(sale, Date.parse(now))).toBe(phase);
  });
});
