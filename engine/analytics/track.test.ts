import { afterEach, describe, expect, it } from 'vitest';
import { inSeconds, makeToken, wiredClient } from '../api/test-support';
import { json } from '../testing';
import { CONSENT_COOKIE } from './consent';
import { createConsentStore } from './consent-store';
import { createTracker } from './track';

const signedIn = `access_token=${makeToken({ uuid: 'u-1', exp: inSeconds(3600) })}; refresh_token=r-1`;
const isTrack = (request: Request) => request.url === 'http://api.test/main/platform-tools/analytics/v1/track/event';

const unknownConsent = { state: () => 'unknown' as const };

describe('createTracker', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts the event with src from the properties when signed in', async () => {
    const { api, session, requests } = wiredClient({ cookie: signedIn });
    await createTracker({ api, session, consent: unknownConsent }).track('Clicked App CTA', {
      platform: 'ios',
      src: 'banner',
    });
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
    await createTracker({ api, session, consent: unknownConsent }).track('Web Error', {
      statusCode: 500,
      path: '/item/1',
    });
    expect(await requests[0]?.json()).toEqual({
      event_type: 'Web Error',
      properties: { statusCode: 500, path: '/item/1', src: 'newsletter' },
    });
  });

  it('sends nothing for a guest', async () => {
    const { api, session, requests } = wiredClient();
    await createTracker({ api, session, consent: unknownConsent }).track('Web Error');
    expect(requests).toHaveLength(0);
  });

  it('sends nothing when the expired session cannot be refreshed', async () => {
    const expired = `access_token=${makeToken({ uuid: 'u-1', exp: inSeconds(-60) })}; refresh_token=r-1`;
    const { api, session, requests } = wiredClient({
      cookie: expired,
      answer: () => json({ errors: [{ code: 'invalid_grant' }] }, 400),
    });
    await createTracker({ api, session, consent: unknownConsent }).track('Web Error');
    expect(requests.filter(isTrack)).toHaveLength(0);
  });

  it('swallows failed answers and network errors', async () => {
    const failing = wiredClient({ cookie: signedIn, answer: () => json({ errors: [{ message: 'down' }] }, 500) });
    await expect(createTracker({ ...failing, consent: unknownConsent }).track('Web Error')).resolves.toBeUndefined();
    const offline = wiredClient({ cookie: signedIn, answer: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(createTracker({ ...offline, consent: unknownConsent }).track('Web Error')).resolves.toBeUndefined();
    expect(offline.requests).toHaveLength(1);
  });

  it('sends nothing after an opt-out, from the next event on, without a new tracker (spec §4.8)', async () => {
    const { api, session, cookies, requests } = wiredClient({ cookie: signedIn });
    const consent = createConsentStore({ cookies, globalPrivacyControl: false });
    const { track } = createTracker({ api, session, consent });
    await track('Clicked App CTA');
    expect(requests.filter(isTrack)).toHaveLength(1);
    consent.choose('opt-out');
    await track('Clicked App CTA');
    expect(requests.filter(isTrack)).toHaveLength(1);
    expect(cookies.get(CONSENT_COOKIE)).toBe('opt-out');
  });

  it('sends nothing under Global Privacy Control, even with a stored opt-in', async () => {
    const { api, session, cookies, requests } = wiredClient({ cookie: `${signedIn}; ${CONSENT_COOKIE}=opt-in` });
    const consent = createConsentStore({ cookies, globalPrivacyControl: true });
    await createTracker({ api, session, consent }).track('Web Error');
    expect(requests).toHaveLength(0);
  });

  it('drops an event whose consent was withdrawn while its token was being refreshed', async () => {
    const expiring = `access_token=${makeToken({ uuid: 'u-1', exp: inSeconds(-60) })}; refresh_token=r-1`;
    let state: 'unknown' | 'opt-out' = 'unknown';
    const { api, session, requests } = wiredClient({
      cookie: expiring,
      answer: () => {
        state = 'opt-out';
        return json({ access_token: makeToken({ uuid: 'u-1', exp: inSeconds(3600) }), refresh_token: 'r-2' });
      },
    });
    await createTracker({ api, session, consent: { state: () => state } }).track('Web Error');
    expect(requests.filter(isTrack)).toHaveLength(0);
  });
});
