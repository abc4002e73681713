import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { renderPage } from './render/render-page';
import { readStylesheetTexts } from './render/stylesheet-texts';
import { startServer } from './server/start-server';

/** `npm start`: serves the built client, the API and server-rendered pages on one port. */
const clientDir = join(process.cwd(), 'dist/client');
const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
  readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
);
const entry = manifest['host/entry-client.tsx'];
if (!entry) throw new Error('dist/client has no entry for host/entry-client.tsx: run `npm run build`');

// The chunks the entry imports statically (at any depth): the page links them as modulepreload, so
// the browser fetches them beside the entry instead of after it (one round trip less before hydration).
const modulePreloads = [...staticImports('host/entry-client.tsx')].map((key) => `/${manifest[key]!.file}`);

// The pages put the stylesheets they use in their head (ui/stylesheet/README.md): read once here.
const stylesheetTexts = readStylesheetTexts(clientDir);

const assets = new Hono();
assets.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
  }),
);

const hostname = process.env.HOST ?? '0.0.0.0';
const server = await startServer({
  name: 'Kitswap',
  hostname,
  assets,
  page: { clientEntry: `/${entry.file}`, modulePreloads, stylesheetTexts },
  renderPage: async () => renderPage,
  // KS_GUEST_PAGE_CACHE=off renders every page (the throughput bench's reference, an operator's escape hatch).
  cacheGuestPages: process.env.KS_GUEST_PAGE_CACHE !== 'off',
  listen: (fetch, port, onListening) => serve({ fetch, port, hostname }, onListening),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().finally(() => process.exit(0)));
}

function staticImports(key: string, found = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(imported, found);
  }
  return found;
}
