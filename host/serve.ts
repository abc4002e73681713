import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import {
  authHostConfig,
  createApp,
  createAuthHost,
  openDatabase,
  prepareDatabase,
  rankApiKeyFromEnvironment,
  serverMode,
  startJobWorker,
} from '../server';
import { renderPage } from './render/render-page';
import { createHost } from './server/create-host';
import { withRankKey } from './server/rank-key';
import { startBanner } from './server/start-banner';
import { upstreamFetch } from './server/upstream';

/**
 * `npm start`: opens (creating, migrating and seeding on first start) the database, then serves
 * the built client, the API and server-rendered pages on one port.
 */
const clientDir = join(process.cwd(), 'dist/client');
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
);
const entry = manifest['host/entry-client.tsx'];
if (!entry) throw new Error('dist/client has no entry for host/entry-client.tsx: run `npm run build`');

const mode = serverMode();
// The client knows three environments; a test server shows block notices as development does.
const environment = mode === 'test' ? 'development' : mode;
console.log(startBanner(mode));
const db = await openDatabase();
await prepareDatabase(db, { fixturesDir: process.env.SEED_FIXTURES });
const jobs = startJobWorker(db);
const port = Number(process.env.PORT ?? 3000);
const auth = authHostConfig(process.env, port);
const api = createApp({ db, authOrigin: auth.origin });
const apiFetch = withRankKey(upstreamFetch(api), rankApiKeyFromEnvironment());

const assets = new Hono();
assets.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
  }),
);

const host = createHost({
  api,
  apiFetch,
  assets,
  authOrigin: auth.origin,
  render: (request, caller) =>
    renderPage(request, {
      environment,
      apiFetch,
      clientEntry: `/${entry.file}`,
      callerAddress: caller.address,
      secure: caller.secure,
      nonce: caller.nonce,
    }),
});

const server = serve({ fetch: host.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
  console.log(`Kitswap is running at http://localhost:${port} (${environment})`);
});

// The auth host (spec §2.6) on an origin of its own: the frame's messages cross origins for real.
// A taken port costs only the frame (/login?frame=1), never the site.
const authServer = serve(
  {
    fetch: createAuthHost({ api, parentOrigins: auth.parentOrigins }).fetch,
    port: auth.port,
    hostname: process.env.HOST ?? '0.0.0.0',
  },
  () => {
    console.log(`The auth host is running at ${auth.origin}`);
  },
);
authServer.on('error', (error) => console.warn(`[auth host] not started on port ${auth.port}: ${error.message}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    authServer.close();
    void jobs.stop().finally(() => db.close().finally(() => process.exit(0)));
  });
}
