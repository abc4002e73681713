import { expect, it, vi } from 'vitest';

// What one test leaves must not reach the next (vitest.setup.tsx; the rules: engine/testing/README.md).

const nextFrame = () =>
  Promise.race([
    new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
  ]);

it('runs animation frames after a frame was asked for under fake timers that left requestAnimationFrame real', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  requestAnimationFrame(() => {});
  vi.useRealTimers();
  expect(await nextFrame()).toBe(true);
});

it('lets a test fake animation frames itself', () => {
  vi.useFakeTimers();
  const frame = vi.fn();
  requestAnimationFrame(frame);
  vi.advanceTimersByTime(20);
  expect(frame).toHaveBeenCalledOnce();
});
