// `npm test` runs this after the build (scripts/test.sh): the built server on a fresh database,
// the home page in Chromium as a guest, every script it loads until it is hydrated (the bench's own
// measure, bench/built-server.ts), then a non-zero exit when the JS is over its budgets. Sizes and
// the set of scripts are deterministic for a build; timings stay in bench/. Any zod in those scripts fails it too
// (issue 20 item 1: hydration runs no schema).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptsUntilInteractive, startBuiltServer } from '../../bench/built-server';
import { checkHomeJs, HOME_JS_BUDGET, kb, scriptsWithZod } from './home-js-budget';

const port = Number(process.env.JS_BUDGET_PORT ?? 3188);
const server = await startBuiltServer({ port });
try {
  const [home] = await scriptsUntilInteractive([`${server.origin}/`]);
  if (!home) throw new Error('the home page was not measured');
  const withZod = scriptsWithZod(home, (url) => readFileSync(join('dist/client', url), 'utf8'));
  const verdict = checkHomeJs(home, HOME_JS_BUDGET, withZod);
  for (const file of [...home.files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
  console.log(`Home JS before interactive: ${verdict.summary}, ${withZod.length ? 'zod in it' : 'no zod'}`);
  for (const overrun of verdict.overruns) console.error(`OVER BUDGET: ${overrun}`);
  process.exitCode = verdict.overruns.length ? 1 : 0;
} finally {
  server.stop();
}
