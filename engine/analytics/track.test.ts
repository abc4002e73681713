import { afterEach, describe, expect, it } from 'vitest';
import { inSeconds, makeToken, wiredClient } from '../api/test-support';
import { json } from '../testing';
import { createTracker } from './track';

const signedIn = `access_token=${makeToken({ uuid: 'u-1', exp: inSeconds(3600) })}; refresh_token=r-1`;
const isTrack = (request: Request) => request.url === 'http://api.test/main/platform-tools/analytics/v1/track/event';

describe('createTracker', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts the event with src from the properties when signed in', async () => {
    const { api, session, requests } = wiredClient({ cookie: signedIn });
    await createTracker({ api, session }).track('Clicked App CTA', { platform: 'ios', src: 'banner' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(isTrack(requests[0]!)).toBe(true);
    expect(await requests[0]?.json()).toEqual({
      event_type: 'Clicked App CTA',
      properties: { platform: 'ios', src: 'banner' },
    });
  });

  it('takes src from the page URL when the caller gives none', async () => {
    window.history.replaceState(null, '', '/item/1?src=newsletter&x=1');
    const { api, session, requests } = wiredClient({ cookie: signedIn });
    await createTracker({ api, session }).track('Web Error', { statusCode: 500, path: '/item/1' });
    expect(await requests[0]?.json()).toEqual({
      event_type: 'Web Error',
      properties: { statusCode: 500, path: '/item/1', src: 'newsletter' },
    });
  });

  it('sends nothing for a guest', async () => {
    const { api, session, requests } = wiredClient();
    await createTracker({ api, session }).track('Web Error');
    expect(requests).toHaveLength(0);
  });

  it('sends nothing when the expired session cannot be refreshed', async () => {
    const expired = `access_token=${makeToken({ uuid: 'u-1', exp: inSeconds(-60) })}; refresh_token=r-1`;
    const { api, session, requests } = wiredClient({
      cookie: expired,
      answer: () => json({ errors: [{ code: 'invalid_grant' }] }, 400),
    });
    await createTracker({ api, session }).track('Web Error');
    expect(requests.filter(isTrack)).toHaveLength(0);
  });

  it('swallows failed answers and network errors', async () => {
    const failing = wiredClient({ cookie: signedIn, answer: () => json({ errors: [{ message: 'down' }] }, 500) });
    await expect(createTracker(failing).track('Web Error')).resolves.toBeUndefined();
    const offline = wiredClient({ cookie: signedIn, answer: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(createTracker(offline).track('Web Error')).resolves.toBeUndefined();
    expect(offline.requests).toHaveLength(1);
  });
});
