import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatListTime, formatLongDate, formatMonth } from './dates';

const NOW = new Date('2026-11-23T15:30:00Z');

describe('formatListTime (the swap rows, spec §2.11)', () => {
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
    expect(formatListTime(iso, NOW, timeZone)).toBe(expected);
  });

  describe('against the clock when no "now" is given', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is the time of day today, and the day once the day has passed', () => {
      vi.useFakeTimers({ now: NOW });
      expect(formatListTime('2026-11-23T09:05:00Z', undefined, 'UTC')).toBe('9:05 AM');
      vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
      expect(formatListTime('2026-11-23T09:05:00Z', undefined, 'UTC')).toBe('Nov 23');
      vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
      expect(formatListTime('2026-11-23T09:05:00Z', undefined, 'UTC')).toBe('Nov 23, 2026');
    });
  });
});

describe('calendar days, read in UTC so the server and the browser agree', () => {
  it.each([
    ['formatDate: posts, orders, sales, feedback', formatDate, '2026-10-30T12:00:00Z', 'Oct 30, 2026'],
    [
      'formatDate: late evening west of UTC is already the next day',
      formatDate,
      '2026-10-31T01:00:00-05:00',
      'Oct 31, 2026',
    ],
    ['formatLongDate: a legal page’s Last updated', formatLongDate, '2026-03-09T00:00:00Z', 'March 9, 2026'],
    ['formatMonth: when someone joined', formatMonth, '2024-03-31T23:59:00Z', 'March 2024'],
  ])('%s', (_what, format, iso, expected) => {
    expect(format(iso)).toBe(expected);
  });
});

describe('formatDateTime (a swap’s messages, offers and order)', () => {
  it('shows the date and the time of day in the reader’s zone', () => {
    expect(formatDateTime('2026-11-03T16:05:00Z', 'UTC')).toBe('Nov 3, 2026, 4:05 PM');
    expect(formatDateTime('2026-11-03T16:05:00Z', 'America/New_York')).toBe('Nov 3, 2026, 11:05 AM');
    expect(formatDateTime('2026-01-01T03:00:00Z', 'America/New_York')).toBe('Dec 31, 2025, 10:00 PM');
  });
});

describe('formatDayMonth (a chart’s periods)', () => {
  it('writes the UTC calendar day without its year', () => {
    expect(formatDayMonth('2026-10-30T23:59:00Z')).toBe('Oct 30');
    expect(formatDayMonth('2026-11-03T00:00:00Z')).toBe('Nov 3');
  });
});
