import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh format modules for each test, whatever other files of the worker loaded before (isolate: false).
beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Counts the formatters `Intl[name]` makes, each still a real one. */
function countMade<N extends 'DateTimeFormat' | 'NumberFormat'>(name: N) {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  } as never);
}

describe('the formatters are made on first use and kept', () => {
  it('loading the format modules makes no Intl formatter; the first call makes one, later calls reuse it', async () => {
    const dateFormats = countMade('DateTimeFormat');
    const numberFormats = countMade('NumberFormat');
    const { formatDate, formatListTime } = await import('./dates');
    const { formatMoney } = await import('./money');
    const { formatCount } = await import('./numbers');
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();

    expect([formatDate('2026-10-30T12:00:00Z'), formatDate('2026-10-31T12:00:00Z')]).toEqual([
      'Oct 30, 2026',
      'Oct 31, 2026',
    ]);
    expect(dateFormats).toHaveBeenCalledTimes(1);
    expect([formatMoney(120), formatMoney(119.99), formatCount(1234), formatCount(5)]).toEqual([
      '$120',
      '$119.99',
      '1,234',
      '5',
    ]);
    expect(numberFormats).toHaveBeenCalledTimes(2);

    const now = new Date('2026-11-23T15:30:00Z');
    formatListTime('2026-11-22T10:00:00Z', now, 'UTC');
    const afterFirstRow = dateFormats.mock.calls.length;
    formatListTime('2026-11-21T10:00:00Z', now, 'UTC');
    expect(dateFormats).toHaveBeenCalledTimes(afterFirstRow);
  });
});
