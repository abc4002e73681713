import { serve } from '@hono/node-server';
import { withBelievedCaller } from './http/caller-address';
import { createApp, openDatabase, prepareDatabase, startJobWorker } from './index';

/**
 * The API on its own: `npx tsx server/main.ts`. Opens the database (PostgreSQL at DATABASE_URL,
 * else PGlite in DATA_DIR), migrates and seeds it, then serves on PORT (default 3001).
 */
const db = await openDatabase();
const started = Date.now();
const report = await prepareDatabase(db, { fixturesDir: process.env.SEED_FIXTURES });
console.log(
  `[server] database ready in ${Date.now() - started} ms: ${report.migrations.length} migration(s) applied, ` +
    `${report.seeded ? 'seeded' : 'already seeded'}` +
    (report.fixtures
      ? `, fixtures: ${report.fixtures.pageViews} page view(s), ${report.fixtures.landers} lander(s)`
      : ''),
);

const jobs = startJobWorker(db);
const port = Number(process.env.PORT ?? 3001);
const api = createApp({ db });
// Facing the network itself, the API believes x-forwarded-for only behind KS_TRUST_PROXY=1.
const server = serve({ fetch: (request, env) => api.fetch(withBelievedCaller(request, env), env), port }, (info) => {
  console.log(`[server] Kitswap API listening on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void jobs.stop().finally(() => db.close().finally(() => process.exit(0)));
  });
}
