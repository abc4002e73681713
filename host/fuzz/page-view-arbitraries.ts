import { readdir, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { layouts } from '../../schemas/blocks';

/** A JSON value as the CMS stores it (page_views.blocks is jsonb). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const REPO = new URL('../../', import.meta.url);
const SEED_DIRS = ['stories/fixtures/blocks', 'stories/fixtures/page-views', 'e2e/fixtures/page-views'];

/**
 * The real blocks to start from: every story block fixture, the blocks of the story and e2e page
 * view fixtures, and those of the seeded page views (`seeded`, read from the database).
 */
export async function seedBlocks(seeded: readonly Json[]): Promise<Json[]> {
  const blocks: Json[] = [...seeded];
  for (const dir of SEED_DIRS) {
    for (const file of (await readdir(new URL(`${dir}/`, REPO))).filter((name) => name.endsWith('.json'))) {
      const value = JSON.parse(await readFile(new URL(`${dir}/${file}`, REPO), 'utf8')) as Json;
      const pageBlocks = value && typeof value === 'object' && !Array.isArray(value) ? value.blocks : undefined;
      blocks.push(...(Array.isArray(pageBlocks) ? pageBlocks : [value]));
    }
  }
  return blocks;
}

/** Text that a renderer must escape: markup, a script, a javascript: link. */
export const SCRIPT_MARKER = '__ksFuzzXss';
const hostileText = [
  `"><script>window.${SCRIPT_MARKER}=1</script>`,
  `javascript:window.${SCRIPT_MARKER}=1`,
  `<img src=x onerror="window.${SCRIPT_MARKER}=1">`,
];

const nested = (depth: number, leaf: Json): Json =>
  depth === 0 ? leaf : depth % 2 ? [nested(depth - 1, leaf)] : { a: nested(depth - 1, leaf) };

/** Values of the wrong kind, out of range, huge, hostile or deeply nested. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>({ toString: 1 }, { valueOf: 'x' }, {}, [], null, true, '', ' ', '0', 'NaN'),
  fc.constantFrom<Json>(-1, 0, 0.5, -0.5, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.constantFrom<Json>(...hostileText, 'x'.repeat(5_000), '\u202e\ud83d\ude00', '/'.repeat(3), '//evil.example'),
  fc.integer({ min: 1, max: 400 }).map((depth) => nested(depth, 1)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** A block query the item search would refuse, or a nonsense one. */
const badQuery: fc.Arbitrary<Json> = fc.oneof(
  fc.record(
    {
      sort: fc.constantFrom<Json>('popularity', 'price', '', 'relevance; DROP TABLE items', 7),
      min_price: fc.constantFrom<Json>(-1, -0.01, 1e20, 'cheap'),
      max_price: fc.constantFrom<Json>(-5, 1e12, []),
      category_id: oddValue,
      brand_id: fc.constantFrom<Json>(0, -3, 2 ** 40, 'golf'),
      q: fc.constantFrom<Json>('x'.repeat(5_000), '%', "'", ...hostileText),
      page: fc.constantFrom<Json>(0, 1e9, -1),
      page_size: fc.constantFrom<Json>(0, 10_000),
      'category[]': fc.constantFrom<Json>(
        ['a'],
        [0],
        Array.from({ length: 60 }, (_, index) => index + 1),
      ),
      state: fc.constantFrom<Json>('stolen', 'sold'),
      tag_slug: oddValue,
    },
    { requiredKeys: [] },
  ),
  oddValue,
);

type Mutation = {
  path: number[];
  op: 'replace' | 'delete' | 'layout' | 'query' | 'id' | 'login' | 'missing';
  value: Json;
  layout: string;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 4 }),
  op: fc.constantFrom('replace', 'replace', 'delete', 'layout', 'query', 'id', 'login', 'missing', 'missing'),
  value: oddValue,
  layout: fc.oneof(
    fc.constantFrom(...layouts),
    fc.constantFrom('hologram-wall', '', 'HERO', '__proto__', 'constructor'),
    fc.string({ maxLength: 20 }),
  ),
});

/** Ids a CMS should never send, the object ones first: they once took the whole page down. */
const oddId: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>({ toString: 1 }, { toString: {} }, { valueOf: 1, toString: 1 }, [1], 'x', -1, 0.5),
  oddValue,
);

const isRecord = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with the node `path` walks to (indices modulo the keys there) changed; undefined deletes it. */
function mutateAt(value: Json, path: readonly number[], change: (node: Json) => Json | undefined): Json | undefined {
  const container = Array.isArray(value) || isRecord(value);
  const keys = Array.isArray(value) ? value.map((_, index) => index) : isRecord(value) ? Object.keys(value) : [];
  if (path.length === 0 || !container || keys.length === 0) return change(value);
  const key = keys[path[0]! % keys.length]!;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, Json>;
  const child = mutateAt(copy[key]!, path.slice(1), change);
  if (child !== undefined) copy[key] = child;
  else if (Array.isArray(copy)) copy.splice(key as number, 1);
  else delete copy[key];
  return copy as Json;
}

function applyMutation(block: Json, { path, op, value, layout }: Mutation): Json {
  const base: { [key: string]: Json } = isRecord(block) ? block : { value: block };
  switch (op) {
    case 'layout':
      return { ...base, layout };
    case 'query':
      return { ...base, query: value };
    case 'id':
      return { ...base, id: value };
    case 'login':
      return { ...base, login_required: true };
    case 'missing':
      // Valid in shape, refused or missing in the data: the API answers 400 or 404 when the block fetches.
      return {
        ...base,
        guide_slug: 'no-such-guide',
        query: {
          ...(isRecord(base.query ?? null) ? (base.query as object) : {}),
          category_id: 2 ** 31,
          tag_slug: 'no-such-tag',
        },
      };
    case 'delete':
      return mutateAt(base, path.length > 0 ? path : [0], () => undefined) ?? null;
    case 'replace':
      return mutateAt(base, path, () => value) ?? null;
  }
}

/** A real block, changed by one to four mutations. */
function mutatedBlock(seeds: readonly Json[]): fc.Arbitrary<Json> {
  const seed = fc.constantFrom(...seeds);
  return fc.oneof(
    // One change: most blocks stay close enough to valid to reach their renderer and their data.
    { weight: 3, arbitrary: fc.tuple(seed, mutation).map(([block, change]) => applyMutation(block, change)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(seed, oddId)
        .map(([block, id]) => applyMutation(block, { path: [], op: 'id', value: id, layout: '' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(seed, fc.array(mutation, { minLength: 2, maxLength: 4 }), fc.option(badQuery, { nil: undefined }))
        .map(([block, changes, query]) => {
          const changed = changes.reduce(applyMutation, block);
          return query !== undefined && isRecord(changed) && 'query' in changed ? { ...changed, query } : changed;
        }),
    },
  );
}

/**
 * Page views to render: real blocks as they are, real blocks mutated (wrong types, object ids,
 * unknown or mismatched layouts, huge and negative numbers, missing fields, deep nesting, queries
 * the API refuses), and arbitrary JSON, up to 12 blocks a page; every value stays JSON so the same
 * page can be stored in page_views and served by the real API.
 */
export function pageViewArbitrary(seeds: readonly Json[]): fc.Arbitrary<Json[]> {
  const block = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...seeds) },
    { weight: 5, arbitrary: mutatedBlock(seeds) },
    { weight: 1, arbitrary: oddValue },
  );
  return fc.array(block, { maxLength: 12 });
}
