import { Agent, request as httpRequest } from 'node:http';

/** One answer as the load run sees it: status (0 = no answer), body text, time taken. */
export interface Answer {
  status: number;
  body: string;
  ms: number;
  timedOut: boolean;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/**
 * A keep-alive HTTP client for one server (node:http, not fetch: at 50 connections the load
 * generator's own CPU competes with the server on the same machine, and fetch costs ~3× more).
 */
export function httpClient(origin: string, { connections, timeoutMs }: { connections: number; timeoutMs: number }) {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    origin,
    send({ method = 'GET', path, headers = {}, json }: RequestSpec): Promise<Answer> {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const started = performance.now();
      return new Promise((resolve) => {
        const done = (status: number, text: string, timedOut = false) =>
          resolve({ status, body: text, ms: performance.now() - started, timedOut });
        const req = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              ...headers,
              ...(body
                ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
                : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
            res.on('error', () => done(0, ''));
          },
        );
        req.setTimeout(timeoutMs, () => {
          req.destroy();
          done(0, '', true);
        });
        req.on('error', () => done(0, ''));
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
