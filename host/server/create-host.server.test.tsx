import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../../server/auth/access-token';
import { createUploadSlots } from '../../server/limits/upload-guard';
import { heldBody } from '../../server/testing/held-body';
import { createHost, type HostOptions, type RenderContext } from './create-host';

const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);
/** A seller's valid access token (the development secret the tests' host checks with). */
const SIGNED_IN = { authorization: `Bearer ${signer.sign({ sub: '7', uuid: 'seller-7' }, 900)}` };

/** A host whose API and render only report the address they were given. */
function hostSeeingAddresses() {
  const seen: { api?: string | null; render?: string } = {};
  const apiFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.api = new Headers(init?.headers).get('x-forwarded-for');
    return new Response('{}');
  }) as typeof fetch;
  const host = createHost({
    api: { fetch: () => new Response('') },
    apiFetch,
    render: async (_request, caller) => {
      seen.render = caller.address;
      return new Response('page');
    },
  });
  const request = (path: string, headers: Record<string, string>) =>
    host.request(path, { headers }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
  return { seen, request };
}

describe("the visitor's address (login limits count by it)", () => {
  it('is the connection address: a visitor cannot pick another with x-forwarded-for', async () => {
    const { seen, request } = hostSeeingAddresses();
    await request('/api/proxy/iam/iam/v1/auth/login', { 'x-forwarded-for': '198.51.100.1' });
    await request('/cart', { 'x-forwarded-for': '198.51.100.2' });
    expect(seen).toEqual({ api: '203.0.113.9', render: '203.0.113.9' });
  });

  it('is the first x-forwarded-for entry behind a trusted reverse proxy (KS_TRUST_PROXY=1)', async () => {
    process.env.KS_TRUST_PROXY = '1';
    try {
      const { seen, request } = hostSeeingAddresses();
      await request('/api/proxy/iam/iam/v1/auth/login', { 'x-forwarded-for': '198.51.100.1, 10.0.0.2' });
      await request('/cart', { 'x-forwarded-for': '198.51.100.2' });
      expect(seen).toEqual({ api: '198.51.100.1', render: '198.51.100.2' });
    } finally {
      delete process.env.KS_TRUST_PROXY;
    }
  });
});

describe('compression', () => {
  const html = `<!doctype html><html><body>${'<p>Used Callaway Rogue ST Max Driver</p>'.repeat(200)}</body></html>`;
  const json = JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id, title: 'Bauer Vapor skates' })) });
  const host = createHost({
    api: { fetch: () => new Response('') },
    apiFetch: (async () => new Response(json, { headers: { 'content-type': 'application/json' } })) as typeof fetch,
    render: async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });

  it('sends an API answer gzipped to a browser that accepts gzip, and whole to one that does not', async () => {
    const gzipped = await host.request('/api/proxy/main/v1/items', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = new Uint8Array(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(json.length / 5);
    expect(gunzipSync(bytes).toString('utf8')).toBe(json);

    const plain = await host.request('/api/proxy/main/v1/items');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(json);
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)('sends a page to a browser accepting %s in %s, compressed whole', async (accepted, encoding, decode) => {
    const page = await host.request('/gear/1', { headers: { 'accept-encoding': accepted } });
    expect(page.headers.get('content-encoding')).toBe(encoding);
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = new Uint8Array(await page.arrayBuffer());
    expect(Number(page.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(html.length / 5);
    expect(decode(bytes).toString('utf8')).toBe(html);
  });

  it('sends a page whole to a browser that accepts no compression', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await host.request('/gear/1', { headers });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(html);
    }
  });
});

/** A host whose render reports what it was told and answers a page; the API answers as fetch() does. */
function hostSeeingRenders(options: { viteDev?: boolean; errorReportingOrigin?: string } = {}) {
  const seen: RenderContext[] = [];
  const host = createHost({
    api: { fetch: () => new Response('') },
    // fetch() answers carry immutable headers.
    apiFetch: (async () => fetch('data:application/json,{}')) as typeof fetch,
    authOrigin: 'https://auth.kitswap.test',
    viteDev: options.viteDev,
    errorReportingOrigin: options.errorReportingOrigin,
    render: async (_request, context) => {
      seen.push(context);
      return new Response('<!DOCTYPE html><html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  });
  const request = (path: string, headers: Record<string, string> = {}, socket: Record<string, unknown> = {}) =>
    host.request(path, { headers }, { incoming: { socket: { remoteAddress: '203.0.113.9', ...socket } } });
  return { seen, request };
}

const directives = (policy: string | null) =>
  new Map((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('security headers', () => {
  it('gives a page a CSP with a fresh nonce per response, the one its render was given', async () => {
    const { seen, request } = hostSeeingRenders();
    const [first, second] = [await request('/'), await request('/gear/x-1')];
    expect(seen[0]!.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(seen[0]!.nonce).not.toBe(seen[1]!.nonce);
    const policy = directives(first.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${seen[0]!.nonce}'`]);
    expect(directives(second.headers.get('content-security-policy')).get('script-src')).toContain(
      `'nonce-${seen[1]!.nonce}'`,
    );
    expect(Object.fromEntries(policy)).toMatchObject({
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://auth.kitswap.test'],
      'frame-src': ["'self'", 'https://auth.kitswap.test'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    for (const response of [first, second]) {
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("lets only our own pages frame the editor preview's frames", async () => {
    const { request } = hostSeeingRenders();
    const frame = await request('/preview/frame?page_view=home');
    expect(directives(frame.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await request('/preview')).headers.get('x-frame-options')).toBe('DENY');
  });

  it("relaxes the CSP for Vite's dev server only: its HMR socket", async () => {
    const dev = directives(
      (await hostSeeingRenders({ viteDev: true }).request('/')).headers.get('content-security-policy'),
    );
    expect(dev.get('connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    const built = directives((await hostSeeingRenders().request('/')).headers.get('content-security-policy'));
    expect(built.get('connect-src')).not.toContain('ws:');
  });

  it("lets pages send error reports to the error-reporting service's origin only when one is configured", async () => {
    const withService = directives(
      (await hostSeeingRenders({ errorReportingOrigin: 'https://o1.ingest.sentry.example' }).request('/')).headers.get(
        'content-security-policy',
      ),
    );
    expect(withService.get('connect-src')).toEqual([
      "'self'",
      'https://auth.kitswap.test',
      'https://o1.ingest.sentry.example',
    ]);
    const without = directives((await hostSeeingRenders().request('/')).headers.get('content-security-policy'));
    expect(without.get('connect-src')).toEqual(["'self'", 'https://auth.kitswap.test']);
  });

  it('sends nosniff and the referrer policy with API answers and images too, but no page CSP', async () => {
    const { request } = hostSeeingRenders();
    for (const path of ['/api/proxy/main/v1/items', '/favicon.svg']) {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});

describe('https visits (Secure cookies)', () => {
  afterEach(() => {
    delete process.env.KS_TRUST_PROXY;
  });

  it('counts a TLS connection as https, and a plain one as http whatever x-forwarded-proto says', async () => {
    const { seen, request } = hostSeeingRenders();
    await request('/', {}, { encrypted: true });
    await request('/', { 'x-forwarded-proto': 'https' });
    expect(seen.map((context) => context.secure)).toEqual([true, false]);
  });

  it('believes x-forwarded-proto (its first entry) behind a trusted proxy (KS_TRUST_PROXY=1)', async () => {
    process.env.KS_TRUST_PROXY = '1';
    const { seen, request } = hostSeeingRenders();
    await request('/', { 'x-forwarded-proto': 'https' });
    await request('/', { 'x-forwarded-proto': 'HTTPS, http' });
    await request('/', { 'x-forwarded-proto': 'http' });
    await request('/');
    expect(seen.map((context) => context.secure)).toEqual([true, true, false, false]);
  });
});

describe('body size limit at the API proxy', () => {
  /** A chunked body of `chunks` × 64 KB with no content-length; counts how many chunks were pulled. */
  function endlessBody(chunks: number) {
    const pulled = { count: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.count++ < chunks) controller.enqueue(chunk);
        else controller.close();
      },
    });
    return { stream, pulled };
  }
  const hostCounting = () => {
    const forwarded: string[] = [];
    const host = createHost({
      api: { fetch: () => new Response('') },
      apiFetch: (async (input: RequestInfo | URL) => {
        forwarded.push(String(input));
        return new Response('{}', { status: 201 });
      }) as typeof fetch,
      render: async () => new Response('page'),
    });
    return { host, forwarded };
  };

  it('answers an over-limit chunked body without content-length 413 too_large, reading no further and forwarding nothing', async () => {
    const { host, forwarded } = hostCounting();
    const { stream, pulled } = endlessBody(1000); // 64 MB offered
    const response = await host.request('/api/proxy/main/v1/newsletter/subscriptions', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is larger than 1048576 bytes', code: 'too_large' }],
    });
    expect(pulled.count).toBeLessThan(40);
    expect(forwarded).toEqual([]);
  });

  it('answers a declared content-length over the limit at once, and forwards a body within it', async () => {
    const { host, forwarded } = hostCounting();
    const declared = await host.request('/api/proxy/main/v1/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
      body: 'x',
    });
    expect(declared.status).toBe(413);
    const within = await host.request('/api/proxy/main/v1/newsletter/subscriptions', {
      method: 'POST',
      body: '{"email":"a@b.co"}',
    });
    expect(within.status).toBe(201);
    expect(forwarded).toEqual(['http://api.internal/v1/newsletter/subscriptions']);
  });

  it('passes a photo upload of up to 15 MB on to POST /v1/images, and no more', async () => {
    const { host, forwarded } = hostCounting();
    const upload = (bytes: number) =>
      host.request('/api/proxy/main/v1/images', { method: 'POST', headers: SIGNED_IN, body: new Uint8Array(bytes) });
    expect((await upload(14 * 1024 * 1024)).status).toBe(201);
    expect((await upload(16 * 1024 * 1024)).status).toBe(413);
    expect(forwarded).toEqual(['http://api.internal/v1/images']);
    const elsewhere = await host.request('/api/proxy/main/v1/items', {
      method: 'POST',
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('passes a CSV upload of a few megabytes on to the import route, whose own limit is larger', async () => {
    const { host, forwarded } = hostCounting();
    const { stream } = endlessBody(48); // 3 MB
    const response = await host.request('/api/proxy/main/v1/item_imports', {
      method: 'POST',
      headers: SIGNED_IN,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(forwarded).toEqual(['http://api.internal/v1/item_imports']);
  });
});

describe('uploads at the API proxy: a session first, slow bodies cut off, a few at a time', () => {
  const hostWith = (proxy: HostOptions['proxy'] = {}) => {
    const forwarded: { url: string; body: string }[] = [];
    const host = createHost({
      api: { fetch: () => new Response('') },
      apiFetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        forwarded.push({ url: String(input), body: new TextDecoder().decode(init?.body as Uint8Array) });
        return new Response('{}', { status: 201 });
      }) as typeof fetch,
      render: async () => new Response('page'),
      proxy,
    });
    const post = (path: string, body: BodyInit, headers: Record<string, string> = SIGNED_IN, address = '203.0.113.9') =>
      host.request(`/api/proxy/main${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit, {
        incoming: { socket: { remoteAddress: address } },
      });
    return { host, forwarded, post };
  };

  it('refuses a photo or CSV upload without a valid access token 401, before reading a byte of its body', async () => {
    const { forwarded, post } = hostWith();
    const expired = signer.sign({ sub: '7', uuid: 'seller-7' }, 900, Date.now() - 901_000);
    const otherSecret = createAccessTokenSigner('not-the-secret-of-this-server').sign({ sub: '7', uuid: 's' }, 900);
    for (const path of ['/v1/images', '/v1/item_imports'])
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer forged.token.value' },
        { authorization: `Bearer ${expired}` },
        { authorization: `Bearer ${otherSecret}` },
        { cookie: SIGNED_IN.authorization.replace('Bearer ', 'access_token=') },
      ]) {
        const body = heldBody();
        const response = await post(path, body.stream, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ errors: [{ message: 'Unauthorized', code: 'unauthorized' }] });
        expect(body.pulls).toBe(0);
      }
    expect(forwarded).toEqual([]);
    // A signed-in upload passes; a body that needs no session (a sign-up) is not asked for one.
    expect((await post('/v1/images', 'photo bytes')).status).toBe(201);
    expect((await post('/v1/newsletter/subscriptions', '{}', {})).status).toBe(201);
    expect(forwarded.map((call) => call.url)).toEqual([
      'http://api.internal/v1/images',
      'http://api.internal/v1/newsletter/subscriptions',
    ]);
  });

  it('answers 408 to a body that stalls longer than the idle timeout, and passes one that pauses just less', async () => {
    const { forwarded, post } = hostWith({ bodyTimeouts: { idleMs: 80, totalMs: 5_000 } });
    const stalled = heldBody();
    const answer = post('/v1/images', stalled.stream);
    await stalled.reading;
    stalled.send('the first bytes, then nothing');
    const response = await answer;
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'The upload took too long to arrive. Please check your connection and try again.',
          code: 'timeout',
        },
      ],
    });

    const pausing = heldBody();
    const passed = post('/v1/images', pausing.stream);
    await pausing.reading;
    for (const part of ['a', 'b', 'c']) {
      pausing.send(part);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    pausing.end();
    expect((await passed).status).toBe(201);
    expect(forwarded).toEqual([{ url: 'http://api.internal/v1/images', body: 'abc' }]);
  });

  it('answers 408 to a body that trickles past the whole-body timeout, any body, not only uploads', async () => {
    const { forwarded, post } = hostWith({ bodyTimeouts: { idleMs: 1_000, totalMs: 150 } });
    for (const [path, headers] of [
      ['/v1/images', SIGNED_IN],
      ['/iam/v1/auth/token', {}],
    ] as const) {
      const trickle = heldBody();
      const answer = post(path, trickle.stream, headers);
      const timer = setInterval(() => trickle.send('x'), 20);
      try {
        expect((await answer).status).toBe(408);
      } finally {
        clearInterval(timer);
      }
    }
    expect(forwarded).toEqual([]);
  });

  it('reads at most 2 uploads at once from one address (429) and 3 in the process (503), with retry-after', async () => {
    const slots = createUploadSlots({ maxPerProcess: 3, maxPerAddress: 2, retryAfterSeconds: 7 });
    const { forwarded, post } = hostWith({ uploadSlots: slots });
    const start = async (address: string) => {
      const body = heldBody();
      const answer = post('/v1/images', body.stream, SIGNED_IN, address);
      await body.reading;
      return { body, answer };
    };
    const first = await start('198.51.100.1');
    const second = await start('198.51.100.1'); // just inside the address's 2
    const overAddress = await post('/v1/images', 'x', SIGNED_IN, '198.51.100.1');
    expect(overAddress.status).toBe(429);
    expect(overAddress.headers.get('retry-after')).toBe('7');
    expect((await overAddress.json()).errors).toEqual([
      { message: 'Too many uploads at once. Wait for one to finish and try again.', code: 'rate_limited' },
    ]);
    const third = await start('198.51.100.2'); // just inside the process's 3
    const overProcess = await post('/v1/item_imports', 'x', SIGNED_IN, '198.51.100.3');
    expect(overProcess.status).toBe(503);
    expect(overProcess.headers.get('retry-after')).toBe('7');
    expect((await overProcess.json()).errors).toEqual([
      { message: 'The server is busy with other uploads. Please try again.', code: 'busy' },
    ]);
    // Refused uploads held no slot; a body that needs no session takes none.
    expect(slots.size).toBe(3);
    expect((await post('/v1/newsletter/subscriptions', '{}', {}, '198.51.100.1')).status).toBe(201);

    for (const { body, answer } of [first, second, third]) {
      body.end();
      expect((await answer).status).toBe(201);
    }
    expect(slots.size).toBe(0);
    expect((await post('/v1/images', 'x', SIGNED_IN, '198.51.100.1')).status).toBe(201);
    expect((await post('/v1/item_imports', 'x', SIGNED_IN, '198.51.100.3')).status).toBe(201);
    expect(forwarded).toHaveLength(6);
  });

  it('frees the slot of an upload refused for its size, its time or its session', async () => {
    const slots = createUploadSlots({ maxPerProcess: 1, maxPerAddress: 1 });
    const { post } = hostWith({ uploadSlots: slots, bodyTimeouts: { idleMs: 50, totalMs: 1_000 } });
    expect((await post('/v1/images', new Uint8Array(16 * 1024 * 1024))).status).toBe(413);
    const stalled = heldBody();
    const answer = post('/v1/images', stalled.stream);
    await stalled.reading;
    expect((await answer).status).toBe(408);
    expect(slots.size).toBe(0);
    expect((await post('/v1/images', 'x')).status).toBe(201);
  });

  it('over a real connection: a stalled body gets its 408 and the connection is closed', async () => {
    const { host } = hostWith({ bodyTimeouts: { idleMs: 100, totalMs: 5_000 } });
    const server = serve({ fetch: host.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(
        `POST /api/proxy/main/v1/images HTTP/1.1\r\nHost: 127.0.0.1\r\n${'authorization'}: ${SIGNED_IN.authorization}\r\n` +
          'content-type: multipart/form-data; boundary=x\r\ncontent-length: 10000000\r\n\r\n--x\r\n',
      );
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain('"code":"timeout"');
    } finally {
      server.close();
    }
  });
});
