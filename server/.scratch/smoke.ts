import { createApp, openDb, prepareDatabase } from '../index';
const db = await openDb();
let t = Date.now();
console.log(await prepareDatabase(db), Date.now() - t);
const app = createApp({ db });
for (const url of [
  '/health', '/v1/page_views/home', '/v1/page_views/1', '/v1/page_views/nope', '/v1/page_views/home?platform=tv',
  '/v1/landers?slug=hockey/sticks', '/v1/landers?slug=zzz', '/v1/landers/1', '/v2/landers/16', '/v1/landers/abc', '/v1/landers/99999999999',
  '/v1/categories', '/v1/categories/3', '/v1/categories/9999',
  '/v1/items?page_size=2', '/v1/items?q=titleist%20driver&page_size=2', '/v1/items?include_ids=5,3,99999,1&include_meta=0',
  '/v1/items?category_id=3&page_size=1&sort=price_asc', '/v1/items?page_size=101', '/v1/items?page=999&page_size=50', '/v1/items?q=%00',
  '/v1/items?include_ids=99999999999999999999', '/v1/items?category_id=1e30', '/v1/items?q=%ff', '/v1/items?seller=x&sort=bogus',
  '/media/items/1/1.svg', '/media/items/1/9.svg', '/media/categories/golf/clubs/drivers.svg', '/media/tiles/hockey.svg', '/media/tiles/empower-athletes.svg', '/media/avatars/3.svg',
  '/nope', '/v1/page_views/%E0%A4%A',
]) {
  t = Date.now();
  const res = await app.request(url);
  const text = await res.text();
  console.log(res.status, url, Date.now() - t + 'ms', res.headers.get('content-type'), text.length, text.slice(0, 300).replace(/\n/g, ' '));
}
for (const body of ['{"event_type":"Clicked App CTA","properties":{"platform":"ios"}}', '{bad', '[]', '{"event_type":""}', '{"event_type":"x","properties":{"a":"\\u0000"}}']) {
  const res = await app.request('/platform-tools/analytics/v1/track/event', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  console.log(res.status, body, await res.text());
}
await db.close();
