import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../scripts/harness';

/** Chromium's remote debugging port that Lighthouse drives; another with `debuggingPort` beside a second run. */
const DEBUGGING_PORT = 9333;

export interface LighthouseFigures {
  url: string;
  /** The performance category score, 0–100. */
  performance: number;
  cumulativeLayoutShift: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/**
 * Lighthouse's mobile performance audit (its default: a Moto G Power on slow 4G, simulated
 * throttling) of each URL, in Debian's Chromium driven over the debugging port.
 */
export async function lighthouseMobile(
  urls: string[],
  { debuggingPort = DEBUGGING_PORT }: { debuggingPort?: number } = {},
): Promise<LighthouseFigures[]> {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      figures.push({
        url,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
