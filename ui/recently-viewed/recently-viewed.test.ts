import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordView } from './recently-viewed';

describe('recently viewed (local storage recently_viewed)', () => {
  beforeEach(() => localStorage.clear());

  it('puts the latest view first', () => {
    recordView(1);
    recordView(2);
    recordView(3);
    expect(readRecentlyViewed()).toEqual([3, 2, 1]);
    expect(JSON.parse(localStorage.getItem('recently_viewed')!)).toEqual([3, 2, 1]);
  });

  it('moves a viewed-again item to the front without repeating it', () => {
    [1, 2, 3].forEach((id) => recordView(id));
    recordView(1);
    expect(readRecentlyViewed()).toEqual([1, 3, 2]);
  });

  it('keeps at most 24, dropping the oldest', () => {
    for (let id = 1; id <= 30; id++) recordView(id);
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(24);
    expect(ids[0]).toBe(30);
    expect(ids.at(-1)).toBe(7);
  });

  it('reads broken or foreign content as an empty list, and starts over from it', () => {
    localStorage.setItem('recently_viewed', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('recently_viewed', JSON.stringify(['a', 2, -1, 3.5, null]));
    expect(readRecentlyViewed()).toEqual([2]);
    recordView(5);
    expect(readRecentlyViewed()).toEqual([5, 2]);
  });

  it('ignores a storage that refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => recordView(1, full)).not.toThrow();
  });
});
