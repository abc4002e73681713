import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Db } from '../../../server';
import { openSeededPglite } from '../../../server/testing/test-databases';
import { renderPage } from '../../render/render-page';
import { upstreamFetch } from '../../server/upstream';
import { NOTICE_LABEL } from './texts';

// The real API on a copy of the run's seeded PGlite, called in-process as `npm start` does.
let db: Db;
let apiFetch: typeof fetch;

beforeAll(async () => {
  db = await openSeededPglite();
  apiFetch = upstreamFetch(createApp({ db }));
});
afterAll(() => db.close());

async function home(headers: Record<string, string> = {}) {
  const response = await renderPage(new Request('http://localhost/', { headers }), {
    environment: 'production',
    apiFetch,
    clientEntry: '/assets/entry-client.js',
  });
  const html = await response.text();
  return { html, boot: /"consent":"([a-z-]+)"/.exec(html)?.[1] };
}

const noticeMarkup = `aria-label="${NOTICE_LABEL}"`;

describe('the privacy notice in the server HTML (spec §4.8: no flash, nothing shifts)', () => {
  it('is rendered for a first visit, and the boot data says unknown', async () => {
    const { html, boot } = await home();
    expect(html).toContain(noticeMarkup);
    expect(html).toContain('Privacy choices');
    expect(boot).toBe('unknown');
  });

  it.each(['opt-in', 'opt-out'])('is absent once %s is kept in ks_consent', async (choice) => {
    const { html, boot } = await home({ cookie: `ks_consent=${choice}` });
    expect(html).not.toContain(noticeMarkup);
    expect(boot).toBe(choice);
  });

  it('is absent under Global Privacy Control (Sec-GPC: 1), which wins over a kept opt-in', async () => {
    const { html, boot } = await home({ cookie: 'ks_consent=opt-in', 'sec-gpc': '1' });
    expect(html).not.toContain(noticeMarkup);
    expect(boot).toBe('opt-out');
  });
});
