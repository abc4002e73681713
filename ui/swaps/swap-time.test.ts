import { describe, expect, it } from 'vitest';
import { formatSwapTime } from './swap-time';

const NOW = new Date('2026-11-23T15:30:00Z');

describe('formatSwapTime (spec §2.11)', () => {
  it.each([
    ['today: the time of day', '2026-11-23T09:05:00Z', 'UTC', '9:05 AM'],
    ['today, afternoon', '2026-11-23T15:29:00Z', 'UTC', '3:29 PM'],
    ['yesterday: MMM d', '2026-11-22T23:59:00Z', 'UTC', 'Nov 22'],
    ['earlier this year: MMM d', '2026-01-01T00:00:00Z', 'UTC', 'Jan 1'],
    ['last year: MMM d, yyyy', '2025-12-31T23:59:00Z', 'UTC', 'Dec 31, 2025'],
    ['years ago', '2019-07-04T12:00:00Z', 'UTC', 'Jul 4, 2019'],
    [
      'today is the viewer’s day: 02:00 UTC is yesterday evening in New York',
      '2026-11-23T02:00:00Z',
      'America/New_York',
      'Nov 22',
    ],
    [
      'in Tokyo it is already Nov 24: an hour after its midnight is today',
      '2026-11-23T16:00:00Z',
      'Asia/Tokyo',
      '1:00 AM',
    ],
    ['…and the afternoon before is Nov 23 there', '2026-11-23T06:00:00Z', 'Asia/Tokyo', 'Nov 23'],
    [
      'this year in New York, still last year in UTC terms of the day',
      '2026-01-01T03:00:00Z',
      'America/New_York',
      'Dec 31, 2025',
    ],
  ])('%s', (_what, iso, timeZone, expected) => {
    expect(formatSwapTime(iso, NOW, timeZone)).toBe(expected);
  });
});
