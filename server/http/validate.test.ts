import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { MAX_JSON_DEPTH } from './validate';

const NEWSLETTER = '/v1/newsletter/subscriptions';
const post = (body: string): RequestInit => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describeEachDriver('JSON bodies nested deeply', (driver) => {
  const context = useSeededApp(driver);

  it('answers 400 on the nested field, not 500, to 8,000 nested arrays (a 16 KB body)', async () => {
    const { status, body } = await requestJson(context.app, NEWSLETTER, post(`{"email":${nested(8000)}}`));
    expect(status).toBe(400);
    const [error] = apiErrorBodySchema.parse(body).errors;
    expect(error).toMatchObject({ code: 'invalid', message: `must not nest more than ${MAX_JSON_DEPTH} levels deep` });
    expect(error?.field).toMatch(/^email(\.0)+$/);
  });

  it('answers 400 to deep nesting on routes that need a token too, for a guest and for a member', async () => {
    const body = post(`{"cart":{"item_ids":${nested(8000)}}}`);
    expect((await requestJson(context.app, '/v1/users/x/cart/batch_add', body)).status).toBeLessThan(500);
    expect(
      (
        await requestJson(
          context.app,
          '/platform-tools/analytics/v1/track/event',
          post(`{"event_type":"x","properties":{"a":${nested(8000)}}}`),
        )
      ).status,
    ).toBe(400);
  });

  it('still judges a body nested within the limit by its schema, and still finds NUL characters at any depth', async () => {
    const shallow = await requestJson(context.app, NEWSLETTER, post(`{"email":${nested(MAX_JSON_DEPTH - 1)}}`));
    expect(shallow.status).toBe(400);
    expect(apiErrorBodySchema.parse(shallow.body).errors[0]).toMatchObject({ field: 'email', code: 'invalid' });
    const withNul = await requestJson(
      context.app,
      NEWSLETTER,
      post('{"email":"a@b.co","source":"FOOTER","x":[{"y":"\\u0000"}]}'),
    );
    expect(withNul.status).toBe(400);
    expect(apiErrorBodySchema.parse(withNul.body).errors[0]).toMatchObject({
      field: 'x.0.y',
      message: 'must not contain NUL characters',
    });
  });
});
