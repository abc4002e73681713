// Lighthouse mobile on the four pages of issue 20, alone (`npm run build` first):
//   npx tsx bench/lighthouse-pages.ts [--rounds N] [--against DIR] [--port P] [--debugging-port D]
// --against DIR also audits the build in DIR/dist (another branch's `npm run build`, e.g. main's in a
// worktree, with node_modules beside it), alternating with this one round by round, so both see the
// same machine load. Each build runs on a fresh database on port P (default 3215; its auth host takes
// P+2), one build at a time; the load average is printed beside each round.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './built-server';
import { describeFigures, issue20Pages, lighthouseMobile } from './lighthouse';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    against: { type: 'string' },
    port: { type: 'string', default: '3215' },
    'debugging-port': { type: 'string', default: '9333' },
  },
});
const port = Number(values.port);
const debuggingPort = Number(values['debugging-port']);
const builds = [
  { label: 'this build', dir: process.cwd() },
  ...(values.against ? [{ label: values.against, dir: values.against }] : []),
];

for (let round = 1; round <= Number(values.rounds); round++) {
  // Alternate which build goes first, so neither always runs on the machine the other left.
  for (const build of round % 2 === 1 ? builds : [...builds].reverse()) {
    process.chdir(build.dir);
    const server = await startBuiltServer({ port, env: { NODE_ENV: 'production' } });
    try {
      const pages = await issue20Pages(server.origin);
      // One visit each first: the database's and the server's first-use costs are not the page's.
      for (const [, path] of pages) await (await fetch(`${server.origin}${path}`)).arrayBuffer();
      const load = loadavg().map((value) => value.toFixed(1));
      const audits = await lighthouseMobile(
        pages.map(([, path]) => `${server.origin}${path}`),
        { debuggingPort },
      );
      console.log(`\n${build.label}, round ${round} (load average ${load.join(' ')})`);
      pages.forEach(([label, path], index) => console.log(`  ${label} ${path}: ${describeFigures(audits[index]!)}`));
    } finally {
      await stop(server);
    }
  }
}

/** Stops the server and waits until its port answers no more, so the next build can take it. */
async function stop(server: { origin: string; stop(): void }): Promise<void> {
  server.stop();
  for (let attempt = 0; attempt < 100; attempt++) {
    const answered = await fetch(server.origin).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${server.origin} did not stop`);
}
