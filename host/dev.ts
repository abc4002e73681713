import { createServer as createHttpServer } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
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
import type { renderPage as RenderPage } from './render/render-page';
import { createHost } from './server/create-host';
import { withRankKey } from './server/rank-key';
import { startBanner } from './server/start-banner';
import { upstreamFetch } from './server/upstream';

/** `npm run dev`: the same host with Vite's dev middleware (HMR) and SSR modules reloaded on change. */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const db = await openDatabase();
await prepareDatabase(db, { fixturesDir: process.env.SEED_FIXTURES });
startJobWorker(db);
const port = Number(process.env.PORT ?? 3000);
const auth = authHostConfig(process.env, port);
const api = createApp({ db, authOrigin: auth.origin });
const apiFetch = withRankKey(upstreamFetch(api), rankApiKeyFromEnvironment());
const mode = serverMode();
// The client knows three environments; a test server shows block notices as development does.
const environment = mode === 'test' ? 'development' : mode;
console.log(startBanner(mode));

const host = createHost({
  api,
  apiFetch,
  authOrigin: auth.origin,
  viteDev: true,
  render: async (request, caller) => {
    const { renderPage } = (await vite.ssrLoadModule('/host/render/render-page.tsx')) as {
      renderPage: typeof RenderPage;
    };
    return renderPage(request, {
      environment,
      apiFetch,
      clientEntry: '/host/entry-client.tsx',
      callerAddress: caller.address,
      secure: caller.secure,
      nonce: caller.nonce,
      devScripts: ['/@vite/client', '/host/dev/react-refresh.js'],
    });
  },
});
const listener = getRequestListener(host.fetch);
createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res))).listen(port, () => {
  console.log(`Kitswap (dev) is running at http://localhost:${port}`);
});
serve({ fetch: createAuthHost({ api, parentOrigins: auth.parentOrigins }).fetch, port: auth.port }, () => {
  console.log(`The auth host is running at ${auth.origin}`);
}).on('error', (error) => console.warn(`[auth host] not started on port ${auth.port}: ${error.message}`));
