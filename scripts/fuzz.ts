import { createApp } from '../server/app';
import { openDb } from '../server/db/pglite';
import { fuzzApi } from '../server/fuzz/api-fuzzer';
import { prepareDatabase } from '../server/prepare-database';

/**
 * `npm run fuzz`: every fuzzer at full size, each printing what it sent, the answers by status
 * class and its failures; exits 1 when any failed. FUZZ_RUNS and FUZZ_SEED override the size and
 * make a run repeatable. `npm test` runs the same fuzzers small (their *.test.ts).
 */
interface FuzzerReport {
  /** Inputs tried (requests, page views). */
  sent: number;
  /** How they were answered, e.g. by status class: {'2xx': 900, '4xx': 4100}. */
  counts: Record<string, number>;
  /** One line per failure, enough to reproduce it. */
  failures: string[];
}

interface Fuzzer {
  name: string;
  /** `runs` undefined: the fuzzer's full size. */
  run: (options: { runs?: number; seed: number }) => Promise<FuzzerReport>;
}

const FUZZERS: Fuzzer[] = [
  {
    name: 'API: every route of server/app.ts with generated bad input (issue 14 §7b)',
    async run({ runs = 5000, seed }) {
      const db = await openDb();
      try {
        await prepareDatabase(db);
        const report = await fuzzApi({ app: createApp({ db }), db, runs, seed });
        const failures = report.failures.map(
          (failure) =>
            `${failure.status} ${failure.method} ${failure.url} ${failure.sent ?? ''}\n      → ${failure.answer}`,
        );
        return { sent: report.sent, counts: report.byClass, failures };
      } finally {
        await db.close();
      }
    },
  },
  // The page-view fuzzer (§7a) renders React components that import CSS, which only Vite loads:
  // `npm run fuzz` runs it after these, through vitest (`npm run fuzz:pages`).
];

const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
let failed = 0;
for (const fuzzer of FUZZERS) {
  const started = Date.now();
  const report = await fuzzer.run({ runs, seed });
  const classes = Object.entries(report.counts)
    .sort()
    .map(([statusClass, count]) => `${statusClass} ${count}`)
    .join(', ');
  console.log(
    `\n${fuzzer.name}\n  seed ${seed}: ${report.sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s — ${classes}; failures: ${report.failures.length}`,
  );
  for (const failure of report.failures.slice(0, 20)) console.log(`  ✗ ${failure}`);
  failed += report.failures.length;
}
process.exit(failed ? 1 : 0);
