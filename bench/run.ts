// `npm run bench`: the foundation's two budgets, each printed with its ratio against a reference
// measured in the same run.
//   1. SSR render of a 60-block page view through <PageView> vs the same blocks as hand-written JSX
//      (budget: engine overhead ≤ 10 %).
//   2. gzip size of the JS the home page loads before it is interactive, in Chromium against the
//      built server (budget: ≤ 100 KB).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createServer } from 'vite';
import { initialJs } from './initial-js';
import type { ssrRenderBench as SsrRenderBench } from './ssr-render';

const OVERHEAD_BUDGET = 0.1;
const INITIAL_JS_BUDGET = 100 * 1024;

if (process.env.NODE_ENV !== 'production') throw new Error('Run through `npm run bench` (NODE_ENV=production, as the server runs)');

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
const { ssrRenderBench } = (await vite.ssrLoadModule('/bench/ssr-render.tsx')) as { ssrRenderBench: typeof SsrRenderBench };
const ssr = await ssrRenderBench({ count: 60, runs: 200 });
await vite.close();
const overhead = ssr.pageViewMs / ssr.handWrittenMs - 1;
console.log(`\nSSR render of a ${ssr.count}-block page view (median of 200, React production build)`);
console.log(`  <PageView>         ${ssr.pageViewMs.toFixed(2)} ms   (${ssr.htmlBytes.pageView} bytes of HTML)`);
console.log(`  hand-written JSX   ${ssr.handWrittenMs.toFixed(2)} ms   (${ssr.htmlBytes.handWritten} bytes of HTML)`);
console.log(`  ratio ${(ssr.pageViewMs / ssr.handWrittenMs).toFixed(3)} → engine overhead ${(overhead * 100).toFixed(1)} % (budget ≤ ${OVERHEAD_BUDGET * 100} %: ${overhead <= OVERHEAD_BUDGET ? 'within' : 'OVER'})`);

if (process.argv.includes('--build') || !existsSync('dist/server/serve.js')) execSync('npm run -s build', { stdio: 'inherit' });
const js = await initialJs('/');
console.log('\nJS the home page loads before it is interactive (gzip -9, Chromium, built server)');
for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
console.log(`  total ${(js.totalGzip / 1024).toFixed(1)} KB, ratio to budget ${(js.totalGzip / INITIAL_JS_BUDGET).toFixed(2)} (budget ≤ 100 KB: ${js.totalGzip <= INITIAL_JS_BUDGET ? 'within' : 'OVER'})`);
