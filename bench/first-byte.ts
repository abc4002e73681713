import { median } from './measure';

export interface FirstByteTimes {
  /** Median ms from the request to the first byte of the body. */
  firstByteMs: number;
  /** Median ms from the request to the last byte of the HTML. */
  wholeMs: number;
}

/**
 * Time to first byte and to the whole HTML of a page, as a browser asks for it (gzip), the median
 * of `runs` after `warmup`: how much of the page's time a visitor waits before anything arrives.
 */
export async function firstByteTimes(url: string, { warmup = 5, runs = 30 } = {}): Promise<FirstByteTimes> {
  const firstBytes: number[] = [];
  const wholes: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
    const reader = response.body.getReader();
    let firstByte: number | undefined;
    for (let read = await reader.read(); !read.done; read = await reader.read())
      if (read.value.length > 0) firstByte ??= performance.now() - start;
    if (i < warmup) continue;
    firstBytes.push(firstByte ?? Number.NaN);
    wholes.push(performance.now() - start);
  }
  return { firstByteMs: median(firstBytes), wholeMs: median(wholes) };
}
