import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'host/entry-client.tsx' },
  },
  ssr: { external: ['@electric-sql/pglite', 'pg'] },
  test: {
    // Two environments: the DOM for components, plain Node for the server, schemas and scripts.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,ui,blocks,screens,host,stories}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.server.test.tsx', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{server,schemas,scripts,bench}/**/*.test.ts', 'host/**/*.server.test.tsx'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
