import fc from 'fast-check';

/**
 * Bad input for the API fuzzer (issue 14 §7b): what a path parameter, a query string and a JSON
 * body might hold when the caller is careless or hostile. Real values (seeded ids, the caller's
 * uuid) are mixed in so requests also get past the first check and reach deeper code.
 */

/** Text that breaks naive parsers: huge and negative numbers, exponents, unicode, NUL, traversal. */
export const oddText = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '2',
    '7',
    '-1',
    '1.5',
    '1e9',
    '99999999999',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '',
  ),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'é',
    '日本語',
    '🏒',
    '\u202e',
    '..',
    '../../etc/passwd',
    '%',
    '%00',
    "' OR 1=1 --",
    '<script>',
    ' ',
    'a'.repeat(300),
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A path segment: odd text, percent-encoded (or, sometimes, as it is when it is safe to be). */
export function pathSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: oddText.map((text) => encodeURIComponent(text)) },
    { weight: 2, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%2F', 'a%2Fb', '%C0%AE') },
  );
}

/** Query parameters the routes read, and a few they do not. */
const QUERY_KEYS = [
  'q',
  'page',
  'page_size',
  'sort',
  'platform',
  'slug',
  'featured_item',
  'category_id',
  'brand_id',
  'category[]',
  'brand[]',
  'model[]',
  'condition[]',
  'min_price',
  'max_price',
  'sale',
  'include_ids',
  'include_meta',
  'include_data',
  'include_model',
  'type',
  'scope',
  'filter',
  'filter_type',
  'url',
  'preview',
  'tag_slug',
  'exclude_body',
  'fields.slug',
  'context',
  'action',
  'seller',
  'category',
  'swap_id',
  'details[]',
  'track',
  '__proto__',
];

/** A query string: known and unknown keys, repeated keys (arrays), odd values. */
export const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), oddText), { maxLength: 6 })
  .map((pairs) =>
    pairs.length
      ? `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`
      : '',
  );

/** Body keys the routes read, and the prototype's own names. */
const BODY_KEYS = [
  'email',
  'source',
  'event_type',
  'properties',
  'cart',
  'cart_item',
  'item_id',
  'item_variation_id',
  'item_ids',
  'checkout',
  'nonce',
  'swap',
  'offer',
  'amount',
  'state',
  'message',
  'body',
  'type',
  'scope',
  'phone',
  'code',
  'user_id',
  'config',
  'limit',
  'diversity_attributes',
  'retriever_k_override',
  'username',
  'password',
  'client_id',
  'grant_type',
  'account_type',
  'account_id',
  'access_token',
  'refresh_token',
  'new_password',
  'challenge',
  'pin',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
];

const scalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true }),
  oddText,
);

/** A JSON value of known keys nested a few levels, with odd scalars and arrays where objects go. */
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), fc.string({ maxLength: 6 })), tie('value'), {
      maxKeys: 5,
      noNullPrototype: true,
    }),
  ),
})).value;

/** Bodies the routes take, so a mutation of one field gets past the first checks. */
const VALID_BODIES: unknown[] = [
  { email: 'reader@example.com', source: 'FOOTER' },
  { event_type: 'page_view', properties: { path: '/' } },
  { cart: { cart_item: { item_id: 1, item_variation_id: null } } },
  { cart: { item_ids: [1, 2, 3] } },
  { checkout: { nonce: 'fake-valid-nonce', beta_checkout: false } },
  { swap: { item_id: 1, offer: { amount: 10, item_variation_id: null } } },
  { message: { body: 'Is this still available?' } },
  { offer: { state: 'accepted' } },
  { offer: { amount: 5 } },
  { type: 'buy', scope: 'all' },
  { phone: '555 010 1234' },
  { code: '123456' },
  {
    user_id: 'ks-rec-demo_buyer',
    config: { limit: 5, diversity_attributes: ['brand'], retriever_k_override: { knn: 5 } },
  },
  { email: 'someone@example.com', grant_type: 'email_address' },
  { username: 'demo_buyer', password: 'password', client_id: 'web', grant_type: 'password' },
  { refresh_token: 'x', grant_type: 'refresh_token', client_id: 'web' },
  { new_password: 'a-new-password' },
];

/** Every path to a value in a JSON value, the root included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, child]) =>
      paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

/** A body a route takes with one value (or key's value) swapped for an odd one. */
const mutatedBody = fc
  .tuple(fc.constantFrom(...VALID_BODIES), fc.nat(), fc.oneof(scalar, jsonValue))
  .map(([body, pick, replacement]) => {
    const all = paths(body);
    return JSON.stringify(replaced(body, all[pick % all.length]!, replacement)) ?? 'null';
  });

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A request body as sent: JSON of odd shapes, deep nesting, big strings within the limit, or not JSON. */
export const requestBody = fc.oneof(
  { weight: 4, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 4, arbitrary: mutatedBody },
  { weight: 1, arbitrary: fc.constantFrom(...VALID_BODIES).map((body) => JSON.stringify(body)) },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 30, max: 20_000 })
      .map((depth) => `{"email":${nested(depth)},"cart":{"item_ids":${nested(depth)}}}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 900 })
      .map((kb) => JSON.stringify({ email: 'a'.repeat(kb * 1024), properties: { x: 'y' } })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '"x"',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '\u0000',
      '{"a":1,"a":2}',
    ),
  },
);
