import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-26T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('tells a moment in the largest whole unit, in words', () => {
    expect(
      [
        0,
        59_000,
        60_000,
        5 * 60_000 + 59_000,
        3 * 3_600_000 + 59 * 60_000,
        24 * 3_600_000,
        25 * 86_400_000,
        45 * 86_400_000,
        400 * 86_400_000,
      ].map((ms) => formatRelativeTime(before(ms), now)),
    ).toEqual([
      'now',
      'now',
      '1 minute ago',
      '5 minutes ago',
      '3 hours ago',
      'yesterday',
      '25 days ago',
      'last month',
      'last year',
    ]);
  });

  it('says what is ahead of the clock as ahead', () => {
    expect(formatRelativeTime(before(-2 * 3_600_000), now)).toBe('in 2 hours');
  });
});
