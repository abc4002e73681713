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

/** Issue 20's aim on each of the four pages. */
export const LIGHTHOUSE_AIM = { score: 95, cumulativeLayoutShift: 0.02 };

/**
 * The four pages issue 20 holds to the aim, as [label, path]: home, a lander, a search and the most
 * popular item's page (`npm run bench` and bench/lighthouse-pages.ts).
 */
export async function issue20Pages(origin: string): Promise<[string, string][]> {
  const response = await fetch(`${origin}/api/proxy/main/v1/items?page_size=1&sort=popular`);
  const body = (await response.json()) as { data: { id: number; url?: string | null }[] };
  const item = body.data[0];
  if (!item) throw new Error('the seeded catalogue has no items');
  return [
    ['home', '/'],
    ['shop lander', '/shop/baseball'],
    ['search', '/search?q=glove'],
    ['item page', item.url ?? `/gear/${item.id}`],
  ];
}

/** One page's figures on one line, against the aim. */
export function describeFigures(figures: LighthouseFigures): string {
  const { score, cumulativeLayoutShift } = LIGHTHOUSE_AIM;
  const met = figures.performance >= score && figures.cumulativeLayoutShift <= cumulativeLayoutShift;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `score ${figures.performance} (ratio to aim ${(figures.performance / score).toFixed(2)})`,
    `CLS ${figures.cumulativeLayoutShift.toFixed(3)}`,
    `FCP ${seconds(figures.firstContentfulPaintMs)}`,
    `LCP ${seconds(figures.largestContentfulPaintMs)}`,
    `TBT ${figures.totalBlockingTimeMs.toFixed(0)} ms → ${met ? 'met' : 'NOT met'} (≥ ${score}, CLS ≤ ${cumulativeLayoutShift})`,
  ].join(', ');
}
