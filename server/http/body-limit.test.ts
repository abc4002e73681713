import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { JSON_BODY_LIMIT_BYTES } from './body-limit';

const NEWSLETTER = '/v1/newsletter/subscriptions';
/** How much the sender below offers at most: far more than the limit, so a server reading it all would be caught. */
const OFFERED_BYTES = 16 * 1024 * 1024;

interface Answer {
  status: number;
  body: string;
  /** Bytes written before the answer came. */
  sent: number;
}

/**
 * POSTs a JSON body over a real socket, written chunk by chunk (chunked, no content-length unless
 * `declaredLength` is given) until the server answers or OFFERED_BYTES are written.
 */
function postStreaming(port: number, path: string, declaredLength?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (declaredLength !== undefined) headers['content-length'] = String(declaredLength);
    const request = httpRequest({ port, path, method: 'POST', headers });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sent: sentWhenAnswered });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    // Headers only: the declared length alone must be refused.
    if (declaredLength !== undefined) return void request.flushHeaders();
    const chunk = Buffer.alloc(64 * 1024, 'a');
    request.write('{"email":"');
    const writeMore = () => {
      while (!answered && sent < OFFERED_BYTES) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      if (!answered) request.end('"}');
    };
    writeMore();
  });
}

describeEachDriver('body size limit', (driver) => {
  const context = useSeededApp(driver);
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: (request) => context.app.fetch(request), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    (server as Server).closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  it('answers a chunked body without content-length 413 too_large once it passes 1 MB, without reading the rest', async () => {
    const answer = await postStreaming(port, NEWSLETTER);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: `The request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`, code: 'too_large' }],
    });
    expect(answer.sent).toBeLessThan(OFFERED_BYTES);
  });

  it('answers a declared content-length over the limit at once, before any of the body is sent', async () => {
    const answer = await postStreaming(port, NEWSLETTER, JSON_BODY_LIMIT_BYTES + 1);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBe(0);
  });

  it('stays responsive: other requests are answered while and after over-limit bodies are refused', async () => {
    const [refused, health] = await Promise.all([
      postStreaming(port, NEWSLETTER),
      fetch(`http://127.0.0.1:${port}/health`),
    ]);
    expect(refused.status).toBe(413);
    expect(health.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });

  it('still takes a body within the limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${NEWSLETTER}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'within-limit@example.com',
        source: 'FOOTER',
        padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100),
      }),
    });
    expect(response.status).toBe(201);
  });
});
