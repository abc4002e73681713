import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { builtServerEnv, CHROMIUM_LAUNCH } from '../scripts/harness';

export interface BuiltServer {
  origin: string;
  stop(): void;
}

/** Starts the built server (`npm run build` first) in production mode on a fresh database. */
export async function startBuiltServer({
  port,
  env = {},
}: {
  port: number;
  env?: Record<string, string>;
}): Promise<BuiltServer> {
  const server = spawn(process.execPath, ['dist/server/serve.js'], {
    env: {
      ...process.env,
      ...builtServerEnv(port, 'bench'),
      KS_ENV: 'production',
      KS_TOKEN_SECRET: 'bench-token-secret-not-for-real-use',
      // Production refuses to start without a field key (server/config/field-encryption.ts): 32 bytes, base64.
      KS_FIELD_KEY: Buffer.from('bench-field-key-not-for-real-use').toString('base64'),
      // The demo content measured in production mode: production seeds it only when asked, with its own password.
      KS_DEMO_ACCOUNTS: '1',
      KS_DEMO_PASSWORD: 'bench-demo-password-not-for-real-use',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('running at') && resolve());
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

export interface ScriptLoad {
  files: { url: string; gzip: number }[];
  totalGzip: number;
}

/**
 * The gzip size of every script each page asks for until it is hydrated (interactive), in Chromium. The moment
 * is taken in the page, when `<html data-hydrated>` is set: after it, the parts whose hydration is deferred
 * load (engine/hydration), and a check from outside the page would see some of them.
 */
export async function scriptsUntilInteractive(urls: string[]): Promise<ScriptLoad[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const loads: ScriptLoad[] = [];
    for (const url of urls) {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-hydrated')) return;
          Object.assign(window, { ksHydratedAt: performance.timeOrigin + performance.now() });
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(url);
      const hydratedAt = Number(
        await (await page.waitForFunction(() => Reflect.get(window, 'ksHydratedAt'))).jsonValue(),
      );
      // Bodies are read only for the scripts asked for by then: the others may still be arriving when the page closes.
      const files = await Promise.all(
        scripts
          .filter((response) => response.request().timing().startTime <= hydratedAt)
          .map(async (response) => ({
            url: new URL(response.url()).pathname,
            gzip: gzipSync(await response.body(), { level: 9 }).length,
          })),
      );
      await page.close();
      loads.push({ files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
