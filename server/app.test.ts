import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../schemas/api-error';
import { requestJson } from './testing/requests';
import { describeEachDriver, useSeededApp } from './testing/test-databases';

const TRACK = '/platform-tools/analytics/v1/track/event';
const post = (body: string): RequestInit => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

/** [what, path, request, expected status]: malformed input of every kind, none of it a 500. */
const malformed: [string, string, RequestInit | undefined, number][] = [
  ['unknown route', '/v1/nothing-here', undefined, 404],
  ['unknown method on a route', '/v1/categories', post('{}'), 404],
  ['NUL in a page view slug', '/v1/page_views/a%00b', undefined, 400],
  ['over-long page view slug', `/v1/page_views/${'a'.repeat(201)}`, undefined, 400],
  ['huge numeric page view id', '/v1/page_views/99999999999999999999', undefined, 404],
  ['broken percent-encoding', '/v1/page_views/%E0%A4%A', undefined, 404],
  ['lander id 0', '/v1/landers/0', undefined, 400],
  ['negative lander id', '/v2/landers/-1', undefined, 400],
  ['fractional lander id', '/v1/landers/1.5', undefined, 400],
  ['NUL in a lander slug', '/v1/landers?slug=%00', undefined, 400],
  ['bad featured_item', '/v1/landers?featured_item=yes', undefined, 400],
  ['category id too large', '/v1/categories/99999999999', undefined, 400],
  ['tsquery syntax in q', `/v1/items?q=${encodeURIComponent("!!(&|:* 'a")}`, undefined, 200],
  ['only stop words in q', '/v1/items?q=the', undefined, 200],
  ['NUL in seller', '/v1/items?seller=a%00', undefined, 400],
  ['NaN page', '/v1/items?page=NaN', undefined, 400],
  ['exponent page_size', '/v1/items?page_size=1e9', undefined, 400],
  ['non-numeric category[] in item search', '/v1/items?category[]=golf', undefined, 400],
  ['negative min_price', '/v1/items?min_price=-5', undefined, 400],
  ['unknown condition facet', '/v2/facet_items?condition[]=mint', undefined, 400],
  ['huge brand id in facets', '/v2/facet_items?brand[]=99999999999', undefined, 400],
  ['tsquery syntax in facets q', `/v2/facet_items?q=${encodeURIComponent('a & | !:*')}`, undefined, 200],
  ['unknown detail filter in facets', '/v2/facet_items?flex[]=stiff', undefined, 200],
  ['value guide without category or model', '/v2/value_guide', undefined, 400],
  ['NUL in a value guide brand', '/v2/value_guide?category[]=1&brand[]=a%00', undefined, 400],
  ['huge value guide category', '/v2/value_guide?category[]=99999999999', undefined, 400],
  ['value guide details of no category', '/v1/value_guide/details?category_id=99999', undefined, 404],
  ['image path traversal', '/media/categories/..%2F..%2Fetc%2Fpasswd.svg', undefined, 404],
  ['empty body', TRACK, post(''), 400],
  ['malformed JSON body', TRACK, post('{"event_type":'), 400],
  ['JSON null body', TRACK, post('null'), 400],
  ['JSON array body', TRACK, post('[]'), 400],
  ['event_type not a string', TRACK, post('{"event_type":5}'), 400],
  ['properties not an object', TRACK, post('{"event_type":"x","properties":[1]}'), 400],
  ['NUL in a property key', TRACK, post('{"event_type":"x","properties":{"a\\u0000":1}}'), 400],
  ['body over 64 KB', TRACK, post(JSON.stringify({ event_type: 'x', properties: { blob: 'x'.repeat(70_000) } })), 413],
  ['newsletter: malformed JSON', '/v1/newsletter/subscriptions', post('{"email":'), 400],
  ['newsletter: email not a string', '/v1/newsletter/subscriptions', post('{"email":5}'), 400],
  ['newsletter: NUL in the email', '/v1/newsletter/subscriptions', post('{"email":"a\\u0000@b.co"}'), 400],
  ['newsletter: unknown source', '/v1/newsletter/subscriptions', post('{"email":"a@b.co","source":"X"}'), 400],
  ['newsletter confirmation: no token', '/v1/newsletter/confirmations', post('{}'), 400],
  ['newsletter confirmation: token not a string', '/v1/newsletter/confirmations', post('{"token":5}'), 400],
  ['newsletter confirmation: unknown token', '/v1/newsletter/confirmations', post('{"token":"nope"}'), 422],
  ['predictive search: over-long q', `/v1/predictive_search?q=${'a'.repeat(101)}`, undefined, 400],
  ['predictive search: unknown filter_type', '/v1/predictive_search?q=golf&filter_type=x', undefined, 400],
  ['predictive search: LIKE wildcards in q', '/v1/predictive_search?q=%25_%25', undefined, 200],
  ['a guest asks for the user configuration', '/v1/user_configuration', undefined, 401],
  ['favorites: NUL in the uuid', '/v1/users/a%00b/favorites', undefined, 400],
  ['favorites: over-long uuid', `/v1/users/${'a'.repeat(101)}/favorites`, undefined, 400],
  ['favorites: not a uuid', '/v1/users/nobody/favorites', undefined, 404],
  ['favorites: page 0', '/v1/users/nobody/favorites?page=0', undefined, 400],
  ['favorites: exponent page_size', '/v1/users/nobody/favorites?page_size=1e9', undefined, 400],
  ['a guest asks for followed items', '/v1/users/nobody/followed_items', undefined, 401],
  ['a guest asks for a warehouse label', '/v1/items/1/warehouse_label', undefined, 401],
  ['a guest asks for item insights', '/v1/items/1/insights', undefined, 401],
  ['item insights: a swap id that is no number', '/v1/items/1/insights?swap_id=x', undefined, 401],
  ['swap messages: letters as the swap id', '/v1/swaps/abc/messages', undefined, 404],
  ['swap messages: a guest', '/v1/swaps/1/messages', undefined, 401],
  ['swap offer: letters as the offer id', '/v1/swaps/1/offers/x', { method: 'PUT' }, 404],
  ['counter-offer: letters as the offer id', '/v1/swaps/1/offers/x/counter', post('{"offer":{"amount":10}}'), 404],
  ['counter-offer: a guest', '/v1/swaps/1/offers/1/counter', post('{"offer":{"amount":10}}'), 401],
  ['phone code: a guest', '/v1/account/phone', post('{"phone":"5550101234"}'), 401],
  ['addresses: a guest adds one', '/v1/addresses', post('{"name":"A"}'), 401],
  ['addresses: a guest deletes one', '/v1/addresses/1', { method: 'DELETE' }, 401],
  ['saved cards: a guest lists them', '/v1/payment_methods', undefined, 401],
  ['saved cards: a guest makes a default', '/v1/payment_methods/1/default', { method: 'PUT' }, 401],
  ['list flow: a guest creates an item', '/v1/items', post('{"item":{}}'), 401],
  ['list flow: a guest loads a listing', '/v1/items/1/edit?track=false', undefined, 401],
  ['list flow: a guest asks for drafts', '/v1/items/drafts', undefined, 401],
  ['list flow: letters as the details category', '/v1/details?category_id=golf', undefined, 400],
  ['list flow: details of no category', '/v1/details?category_id=99999', undefined, 404],
  ['models: over-long q', `/v1/models?category_id=1&q=${'a'.repeat(101)}`, undefined, 400],
  ['models: a guest creates one', '/v1/models', post('{"model":{"name":"x","category_id":1,"brand_id":1}}'), 401],
  ['bumps: a guest asks for bump info', '/v1/bumps/info', undefined, 401],
  ['bumps: a guest bumps', '/v1/items/1/bump', post('{}'), 401],
  ['bumps: a guest pro-bumps', '/v1/items/1/pro_bump', post('{}'), 401],
  ['catalogs: an unknown type', '/v1/catalogs?type[]=gift_card', undefined, 400],
  ['orders: a guest orders a pack', '/v1/orders', post('{"order":{"nonce":"x","quantity":1,"catalog_id":1}}'), 401],
  ['sales: no scope', '/v1/sales', undefined, 400],
  ['sales: a guest joins', '/v1/items/sale', post('{"sale":{"item_id":1,"sale_id":1}}'), 401],
  ['price drop: a guest', '/v1/items/1/price_drop', post('{"item":{"price":1}}'), 401],
  ['take down: a guest', '/v1/items/1/take_down', post('{"take_down":{"reason":"x"}}'), 401],
  ['unreport: a guest', '/v1/items/1/unreport', post(''), 401],
  ['pro: a guest reads a subscription', '/v1/pro/subscription', undefined, 401],
  ['pro: a guest subscribes', '/v1/pro/subscription', post('{"subscription":{"plan":"pro"}}'), 401],
  ['pro: a guest sets an offer floor', '/v1/pro/offer_floor', { ...post('{}'), method: 'PUT' }, 401],
];

describeEachDriver('app', (driver) => {
  const context = useSeededApp(driver);

  it('answers GET /health', async () => {
    expect(await requestJson(context.app, '/health')).toEqual({ status: 200, body: { data: { ok: true } } });
  });

  it('answers unknown routes with a JSON 404', async () => {
    expect(await requestJson(context.app, '/v9/unknown')).toEqual({
      status: 404,
      body: { errors: [{ message: 'Not found', code: 'not_found' }] },
    });
  });

  it.each(malformed)('never answers 500 to malformed input: %s', async (_what, path, init, expected) => {
    const { status, body } = await requestJson(context.app, path, init);
    expect(status).toBe(expected);
    if (status >= 400) expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
  });

  it('stores analytics events and answers 201', async () => {
    const event = { event_type: 'Web Error', properties: { statusCode: 500, path: '/gear/x', src: 'test' } };
    const { status, body } = await requestJson(context.app, TRACK, post(JSON.stringify(event)));
    expect(status).toBe(201);
    const { id } = (body as { data: { id: number } }).data;
    const [stored] = await context.db.query<{ event_type: string; properties: unknown; received_at: Date }>(
      'SELECT event_type, properties, received_at FROM analytics_events WHERE id = $1',
      [id],
    );
    expect(stored).toMatchObject({ event_type: 'Web Error', properties: event.properties });
    expect(stored?.received_at).toBeInstanceOf(Date);
  });
});
