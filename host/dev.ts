import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import type { renderPage as RenderPage } from './render/render-page';
import { startServer } from './server/start-server';

/** `npm run dev`: the same host with Vite's dev middleware (HMR) and SSR modules reloaded on change. */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

await startServer({
  name: 'Kitswap (dev)',
  viteDev: true,
  page: { clientEntry: '/host/entry-client.tsx', devScripts: ['/@vite/client', '/host/dev/react-refresh.js'] },
  renderPage: async () => {
    const { renderPage } = (await vite.ssrLoadModule('/host/render/render-page.tsx')) as {
      renderPage: typeof RenderPage;
    };
    return renderPage;
  },
  listen: (fetch, port, onListening) => {
    const listener = getRequestListener(fetch);
    return createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res))).listen(
      port,
      onListening,
    );
  },
});
