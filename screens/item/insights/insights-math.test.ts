import { describe, expect, it } from 'vitest';
import {
  daysAgoText,
  legacySuggestedPrice,
  marginPercent,
  SELL_THROUGH_COLOURS,
  sellThroughPercent,
  timeToSellColour,
  timeToSellPercents,
} from './insights-math';

describe('the insights formulas (spec §9)', () => {
  it('margin % = round((price − cost) / price × 100), none without a cost or a price', () => {
    expect(marginPercent(97.5, 68.75)).toBe(29);
    expect(marginPercent(106.25, 68.75)).toBe(35);
    expect(marginPercent(50, 60)).toBe(-20);
    expect(marginPercent(100, null)).toBeNull();
    expect(marginPercent(null, 10)).toBeNull();
    expect(marginPercent(0, 10)).toBeNull();
  });

  it('sell-through % = round(recent sales / recently published × 100), 0 when nothing was published', () => {
    expect(sellThroughPercent(6, 10)).toBe(60);
    expect(sellThroughPercent(1, 3)).toBe(33);
    expect(sellThroughPercent(2, 3)).toBe(67);
    expect(sellThroughPercent(4, 0)).toBe(0);
  });

  it('legacy suggested price = median + shipping discount', () => {
    expect(legacySuggestedPrice(117.6, 5)).toBeCloseTo(122.6);
    expect(legacySuggestedPrice(null, 5)).toBeNull();
  });

  it('time-to-sell % = bucket / total × 100 for <30, 30–90 and 90+ days', () => {
    expect(timeToSellPercents({ dom_0_30: 3, dom_30_90: 2, dom_90: 1, total_items: 6 })).toEqual({
      under30: 50,
      from30to90: 33,
      over90: 17,
    });
    expect(timeToSellPercents({ dom_0_30: 0, dom_30_90: 0, dom_90: 0, total_items: 0 })).toBeNull();
  });

  it('colours a recent sale green under 30 days, yellow under 60, red otherwise; sell-through high green, medium yellow, low red', () => {
    expect([0, 29, 30, 59, 60, 200].map(timeToSellColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect(SELL_THROUGH_COLOURS).toEqual({ high: 'green', medium: 'yellow', low: 'red' });
  });

  it('says how many days ago', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(daysAgoText('2026-11-20T01:00:00Z', now)).toBe('today');
    expect(daysAgoText('2026-11-19T14:00:00Z', now)).toBe('1 day ago');
    expect(daysAgoText('2026-11-08T10:00:00Z', now)).toBe('12 days ago');
    expect(daysAgoText('2023-11-08T10:00:00Z', now)).toBe('1,108 days ago');
  });
});
