import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin, PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Component tests that need a module registry of their own: they mock modules (vi.mock) or count the
 * imports of lazy parts, or failed after other files had run in the same worker.
 */
const DOM_TESTS_NEEDING_ISOLATION = [
  'host/chrome/Header.lazy.test.tsx',
  'screens/swap/lifecycle/DeliveryPanel.test.tsx',
  'engine/error-reporting/create-error-reporter.test.ts',
  'screens/item/ebay/EbayCard.test.tsx',
];

export default defineConfig({
  plugins: [react(), precompress(), bundleReport()],
  // React 19 has the hook the shim provides for React < 18 (wouter imports the shim).
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('host/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    manifest: true,
    rolldownOptions: { input: 'host/entry-client.tsx' },
  },
  environments: {
    // The browser's chunks only (the server build keeps the default splitting): see `clientChunks`.
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks() } } } },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg'] },
  test: {
    // The server's development stand-ins must be asked for by name (server/config/environment.ts).
    env: { KS_ENV: 'test' },
    // What a test stubs with vi.stubGlobal or vi.stubEnv is put back after it, whichever file runs next in the worker.
    unstubGlobals: true,
    unstubEnvs: true,
    // Two environments: the DOM for components, plain Node for the server, schemas and scripts.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,ui,blocks,screens,host,stories}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.server.test.{ts,tsx}', '**/node_modules/**', ...DOM_TESTS_NEEDING_ISOLATION],
          setupFiles: ['./vitest.setup.tsx'],
          // The files of a worker share one document and module registry: a fresh jsdom and module graph per
          // file cost ~6 of the ~7 minutes of these tests on 2 cores. vitest.setup.tsx resets what a test leaves.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_TESTS_NEEDING_ISOLATION,
          setupFiles: ['./vitest.setup.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // `*.server.test.*` in the client's folders: what runs on Node (SSR, the host's server, sanitising on Node).
          include: [
            '{server,schemas,scripts,bench}/**/*.test.ts',
            '{engine,ui,blocks,screens,host}/**/*.server.test.{ts,tsx}',
          ],
          // One migrated and seeded database per driver for the whole run; each file starts from a copy.
          globalSetup: ['./server/testing/seeded-templates.ts'],
          // The files of a worker share one module registry (each still opens its own databases): loading the
          // server's module graph once per worker instead of once per file saves ~1.5 of ~6 minutes on 2 cores.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

/**
 * How the browser's code is split (issue 20 item 2: few requests before interactive). Rolldown's
 * automatic splitting made ~50 small shared chunks that the entry imports statically (one request
 * each, most under 1 KB); here every module the entry needs before it runs (`$initial`) is one
 * chunk, and the small parts shared by the lazy blocks another. The entry module itself stays out
 * of the group: it awaits the screen's and the blocks' chunks at top level, and those import the
 * group's chunk, which would then wait on itself (a top-level-await deadlock). The engine's page view and the
 * page meta, which the entry does not run but the screens share (the home page's among them), are one chunk
 * (`screen-parts`) instead of one request each.
 */
function clientChunks() {
  return {
    groups: [
      {
        name: 'initial',
        tags: ['$initial' as const],
        test: (id: string) => !id.endsWith('/host/entry-client.tsx'),
        priority: 2,
      },
      { name: 'screen-parts', test: /\/(engine\/page-view|ui\/page-meta)\//, priority: 1 },
      { name: blockParts, debugName: 'block-parts', priority: 1 },
    ],
  };
}

/**
 * The small modules the lazy blocks share (cards, tiles, scrollers, motion hooks under ui/): one
 * chunk instead of a dozen requests of a few hundred bytes each on any page made of blocks. Only what
 * the components of two blocks or more import: a part of one block (a tile group's cards, a carousel's
 * slide) goes with that block's chunk, so a page without the block never loads it, and a block's lazy
 * data code (a signed-in user's feed and its rank call) stays in its own chunk.
 */
function blockParts(id: string, context: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  if (id.includes('/node_modules/') || !/\/(ui|blocks)\//.test(id)) return null;
  const blocks = new Set<string>();
  for (const importer of context.getModuleInfo(id)?.importers ?? []) {
    const component = /\/blocks\/([^/]+)\/[A-Z][^/]*\.tsx$/.exec(importer);
    if (component) blocks.add(component[1]!);
  }
  return blocks.size >= 2 ? 'block-parts' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/**
 * Writes a .br and a .gz beside every text asset of the client build, once at build time at the
 * best levels, so the server (host/serve.ts, serveStatic precompressed) sends the smallest
 * encoding the browser accepts without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'kitswap:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * On demand only (`bench/bundle-report.ts` sets KS_BUNDLE_REPORT to a folder): writes the client
 * build's module-by-module share with rollup-plugin-visualizer, as a treemap (bundle.html) and as
 * its raw data (bundle.json, rendered/gzip/brotli bytes per module and chunk). The normal build
 * runs neither.
 */
function bundleReport(): PluginOption {
  const folder = process.env.KS_BUNDLE_REPORT;
  if (!folder) return null;
  const clientOnly = (report: PluginOption): Plugin => ({
    ...(report as Plugin),
    applyToEnvironment: (environment) => environment.name === 'client',
  });
  const options = { gzipSize: true, brotliSize: true } as const;
  return [
    clientOnly(visualizer({ ...options, filename: join(folder, 'bundle.html'), template: 'treemap' })),
    clientOnly(visualizer({ ...options, filename: join(folder, 'bundle.json'), template: 'raw-data' })),
  ];
}
