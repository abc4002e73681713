// Part 1 of `npm run bench` (issue 20 item 3), also run alone:
//   NODE_ENV=production npx tsx bench/engine-overhead.ts [--half-width 0.02] [--max-rounds 1200]
// The server render of a 60-block page view through <PageView>, as hand-written JSX and through Puck's <Render>,
// in interleaved rounds; each ratio to hand-written is the median of the per-round ratios, with its 95 % interval.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { relativeHalfWidth, type MedianEstimate } from './measure';
import type { ssrRenderBench as SsrRenderBench, SSR_VARIANTS as SsrVariants } from './ssr-render';

export const OVERHEAD_BUDGET = 0.05;

type EngineOverhead = Awaited<ReturnType<typeof SsrRenderBench>> & { variants: typeof SsrVariants };

/** Loads bench/ssr-render.tsx through Vite (so block CSS imports resolve as in the app) and runs it. */
export async function engineOverheadBench(options: { halfWidth?: number; maxRounds?: number } = {}) {
  if (process.env.NODE_ENV !== 'production')
    throw new Error('Run with NODE_ENV=production (React production build, as the server runs)');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { ssrRenderBench, SSR_VARIANTS } = (await vite.ssrLoadModule('/bench/ssr-render.tsx')) as {
      ssrRenderBench: typeof SsrRenderBench;
      SSR_VARIANTS: typeof SsrVariants;
    };
    return { ...(await ssrRenderBench({ count: 60, ...options })), variants: SSR_VARIANTS };
  } finally {
    await vite.close();
  }
}

export function printEngineOverhead(result: EngineOverhead) {
  const { variants, medians, ratios, htmlBytes, rounds } = result;
  const at = (variant: (typeof variants)[number]) => variants.indexOf(variant);
  const labels = { pageView: '<PageView>      ', handWritten: 'hand-written JSX', puck: 'Puck <Render>   ' };
  console.log(
    `\nSSR render of a ${result.count}-block page view, React production build: ${rounds.length} rounds, each the` +
      ` three renders back to back in a rotated order (load average ${loadAverage()})`,
  );
  for (const variant of variants) {
    const { cpuMs, wallMs } = medians[at(variant)]!;
    const ratio = variant === 'handWritten' ? '' : `   ratio to hand-written ${formatRatio(ratios[at(variant)]!.cpu)}`;
    const times = `CPU ${cpuMs.toFixed(2)} ms, wall ${wallMs.toFixed(2)} ms`;
    console.log(`  ${labels[variant]}  ${times}, ${htmlBytes[variant]} bytes${ratio}`);
  }
  const pageView = ratios[at('pageView')]!;
  const overhead = pageView.cpu.median - 1;
  const verdict =
    pageView.cpu.high - 1 <= OVERHEAD_BUDGET
      ? 'within'
      : pageView.cpu.low - 1 > OVERHEAD_BUDGET
        ? 'OVER'
        : 'undecided: the interval holds the budget';
  console.log(
    `  engine overhead ${pct(overhead)} of CPU time (95 % interval ${pct(pageView.cpu.low - 1)} to ` +
      `${pct(pageView.cpu.high - 1)}; budget ≤ ${pct(OVERHEAD_BUDGET)}: ${verdict})`,
  );
  const puckWall = formatRatio(ratios[at('puck')]!.wall);
  console.log(
    `  in wall time (other processes' load in it): <PageView> ${formatRatio(pageView.wall)}, Puck ${puckWall}`,
  );
}

/** `1.043 [1.031–1.058] ±1.3 %`: the median ratio, its 95 % interval and how far that reaches. */
function formatRatio(estimate: MedianEstimate): string {
  return (
    `${estimate.median.toFixed(3)} [${estimate.low.toFixed(3)}–${estimate.high.toFixed(3)}]` +
    ` ±${(relativeHalfWidth(estimate) * 100).toFixed(1)} %`
  );
}

function pct(fraction: number): string {
  return `${(fraction * 100).toFixed(1)} %`;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  printEngineOverhead(
    await engineOverheadBench({ halfWidth: option('--half-width'), maxRounds: option('--max-rounds') }),
  );
}
