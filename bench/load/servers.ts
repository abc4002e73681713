import { spawn } from 'node:child_process';

/** Where a built server keeps its data: a PGlite directory or a PostgreSQL URL. */
export type Storage = { dataDir: string } | { databaseUrl: string };

export interface RunningServer {
  origin: string;
  port: number;
  /** SIGTERM (a clean stop: PGlite closes its files) and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it, and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) as the demo runs it: KS_ENV=development, so the
 * payment sandbox and the development token secret work, and NODE_ENV=production, so React runs
 * its production build. Auth host on the next port. Resolves once it listens.
 */
export async function startServer(
  port: number,
  storage: Storage,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/server/serve.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      KS_ENV: 'development',
      PORT: String(port),
      KS_AUTH_PORT: String(port + 1),
      HOST: '127.0.0.1',
      ...('dataDir' in storage
        ? { DATA_DIR: storage.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: storage.databaseUrl }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(chunk.toString()) > 200 && log.shift();
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (chunk.toString().includes('running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server on port ${port} exited with ${code}:\n${log.join('')}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { origin: `http://127.0.0.1:${port}`, port, stop: end('SIGTERM'), kill: end('SIGKILL') };
}
