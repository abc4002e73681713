import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { IMAGE_WORK_SLOTS, imageWorkLoad, withImageWork } from './image-work';
import { checkDecodeCost, PHOTO_MAX_DECODE_BYTES } from './renditions';

const refusal = (metadata: Parameters<typeof checkDecodeCost>[0]) => {
  try {
    checkDecodeCost(metadata);
    return null;
  } catch (error) {
    return error instanceof ApiError ? [error.status, error.errors[0]?.code] : error;
  }
};

describe('the decode budget of a photo (issue 31)', () => {
  // 4096 × 8192 16-bit RGB is exactly PHOTO_MAX_DECODE_BYTES (8192² × 3 bytes).
  const deep = { format: 'png', width: 4096, channels: 3, depth: 'ushort' } as const;

  it('takes an interlaced 16-bit PNG decoding to the budget, and refuses one more row', () => {
    expect(4096 * 8192 * 3 * 2).toBe(PHOTO_MAX_DECODE_BYTES);
    expect(refusal({ ...deep, height: 8192, isProgressive: true })).toBeNull();
    expect(refusal({ ...deep, height: 8193, isProgressive: true })).toEqual([422, 'too_large']);
  });

  it('counts bit depth and channels: 8-bit RGBA at the pixel cap is over the budget, 8-bit RGB is not', () => {
    const capped = { format: 'jpeg', width: 8192, height: 8192, depth: 'uchar', isProgressive: true } as const;
    expect(refusal({ ...capped, channels: 3 })).toBeNull();
    expect(refusal({ ...capped, channels: 4 })).toEqual([422, 'too_large']);
  });

  it('streams a photo that is not interlaced: its budget is the pixel cap alone', () => {
    expect(refusal({ ...deep, width: 8192, height: 8192, channels: 4, isProgressive: false })).toBeNull();
    expect(refusal({ ...deep, width: 8192, height: 8193, channels: 4, isProgressive: false })).toEqual([
      422,
      'too_large',
    ]);
  });
});

describe('image work per process', () => {
  it(`runs at most ${IMAGE_WORK_SLOTS} at once; the others wait their turn, and a failure frees its slot`, async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      withImageWork(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        order.push(n);
        if (n === 0) throw new Error('broken photo');
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work));
    expect(most).toBe(IMAGE_WORK_SLOTS);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
