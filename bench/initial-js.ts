import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Starts the built server on a fresh database, opens `path` in Chromium and adds up the gzip size
 * of every script the page loads until it is hydrated (interactive). Needs `npm run build` first.
 */
export async function initialJs(path = '/', port = 3199): Promise<{ files: { url: string; gzip: number }[]; totalGzip: number }> {
  const server = spawn(process.execPath, ['dist/server/serve.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(mkdtempSync(join(tmpdir(), 'kitswap-bench-')), 'pglite'), KS_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('running at') && resolve());
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
      }
    });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const files = await Promise.all(scripts);
    await browser.close();
    return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    server.kill('SIGTERM');
  }
}
