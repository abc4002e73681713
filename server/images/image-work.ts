/**
 * How many image decodes and encodes run at once in this process (uploads' renditions, detection's
 * decode). Each holds a bounded buffer, but libvips still spends its threads and memory on each, so
 * a burst of uploads queues here instead of multiplying both by the burst (issue 31). Two keeps both
 * cores of a small machine busy.
 */
export const IMAGE_WORK_SLOTS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once a slot is free (first come, first served), and frees the slot when it settles. */
export async function withImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Image work running and waiting now (tests, diagnostics). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
