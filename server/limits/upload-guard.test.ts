import { expect, it } from 'vitest';
import { createApp } from '../app';
import { heldBody } from '../testing/held-body';
import { bearer } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { createUploadSlots, type BodyGuardOptions } from './upload-guard';

// The API served on its own port (server/main.ts) guards its upload routes as the host's proxy does.
describeEachDriver('the API: upload bodies need a session first, time out, and are read a few at a time', (driver) => {
  const context = useSeededApp(driver);
  const SELLER = bearer(1);
  const appWith = (bodies: Pick<BodyGuardOptions, 'timeouts' | 'slots'>) => createApp({ db: context.db, bodies });
  const post = (
    app: ReturnType<typeof createApp>,
    path: string,
    body: BodyInit,
    headers: Record<string, string> = SELLER,
    address = '198.51.100.20',
  ) =>
    app.request(path, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': address, 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);

  it('refuses a guest or a forged token 401 before reading a byte of the photo or the CSV', async () => {
    const app = appWith({});
    for (const path of ['/v1/images', '/v1/item_imports'])
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }] as Record<string, string>[]) {
        const body = heldBody();
        const response = await post(app, path, body.stream, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ errors: [{ message: 'Unauthorized', code: 'unauthorized' }] });
        expect(body.pulls).toBe(0);
      }
  });

  it('answers 408 to a photo, or any body, that stalls past the idle timeout', async () => {
    const app = appWith({ timeouts: { idleMs: 80, totalMs: 5_000 } });
    for (const [path, headers] of [
      ['/v1/images', SELLER],
      ['/v1/newsletter/subscriptions', {}],
    ] as const) {
      const stalled = heldBody();
      const answer = post(app, path, stalled.stream, headers);
      await stalled.reading;
      stalled.send('--x\r\n');
      const response = await answer;
      expect(response.status).toBe(408);
      expect((await response.json()).errors[0].code).toBe('timeout');
    }
  });

  it('reads at most 2 uploads at once per address (429) and 3 per process (503), with retry-after', async () => {
    const slots = createUploadSlots({ maxPerProcess: 3, maxPerAddress: 2, retryAfterSeconds: 9 });
    const app = appWith({ slots });
    const start = async (address: string) => {
      const body = heldBody();
      const answer = post(app, '/v1/images', body.stream, SELLER, address);
      await body.reading;
      return { body, answer };
    };
    const held = [await start('198.51.100.21'), await start('198.51.100.21')];
    const overAddress = await post(app, '/v1/images', 'x', SELLER, '198.51.100.21');
    expect(overAddress.status).toBe(429);
    expect(overAddress.headers.get('retry-after')).toBe('9');
    expect((await overAddress.json()).errors[0].code).toBe('rate_limited');
    held.push(await start('198.51.100.22'));
    const overProcess = await post(app, '/v1/images', 'x', SELLER, '198.51.100.23');
    expect(overProcess.status).toBe(503);
    expect(overProcess.headers.get('retry-after')).toBe('9');
    expect((await overProcess.json()).errors[0].code).toBe('busy');
    for (const { body, answer } of held) {
      body.end();
      // Not a photo: the route's own answer, once the body is read.
      expect((await answer).status).toBe(400);
    }
    expect(slots.size).toBe(0);
    expect((await post(app, '/v1/images', 'x', SELLER, '198.51.100.23')).status).toBe(400);
  });
});
