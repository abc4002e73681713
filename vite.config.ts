import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'host/entry-client.tsx' },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg'] },
  test: {
    // The server's development stand-ins must be asked for by name (server/environment.ts).
    env: { KS_ENV: 'test' },
    // Two environments: the DOM for components, plain Node for the server, schemas and scripts.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,ui,blocks,screens,host,stories}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.server.test.tsx', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{server,schemas,scripts,bench}/**/*.test.ts', 'host/**/*.server.test.tsx'],
          // One migrated and seeded database per driver for the whole run; each file starts from a copy.
          globalSetup: ['./server/testing/seeded-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

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
