import type { ValueGuideDetail } from '../../schemas/entities/value-guide';

/**
 * What the value guide is asked about, as the URL holds it (spec §2.1 /value-guide{?prefilled form
 * fields}): `category` and `model` are ids, every other key a detail's value slug
 * (`?category=4&brand=titleist&model=12&condition=used`).
 */
export interface GuideSelection {
  category: number | null;
  model: number | null;
  /** Detail slug → value slug; only the details the category lists are sent to the server. */
  details: Readonly<Record<string, string>>;
}

export const EMPTY_SELECTION: GuideSelection = { category: null, model: null, details: {} };

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9-]{1,80}$/;
const DETAIL_KEY = /^[a-z0-9_]{1,40}$/;

const id = (value: string | null) =>
  value !== null && ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The selection a query string holds; anything malformed is left out, not an error. */
export function parseSelection(search: string): GuideSelection {
  const params = new URLSearchParams(search);
  const details: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key === 'category' || key === 'model' || key in details) continue;
    if (DETAIL_KEY.test(key) && SLUG.test(value)) details[key] = value;
  }
  return { category: id(params.get('category')), model: id(params.get('model')), details };
}

/** The query string (without `?`) of a selection: category, then the details, the model after the brand. */
export function selectionSearch(selection: GuideSelection): string {
  const params = new URLSearchParams();
  if (selection.category !== null) params.set('category', String(selection.category));
  for (const [key, value] of Object.entries(selection.details)) {
    params.set(key, value);
    if (key === 'brand' && selection.model !== null) params.set('model', String(selection.model));
  }
  if (selection.model !== null && !params.has('model')) params.set('model', String(selection.model));
  return params.toString();
}

/** The selected value of each listed detail that the category really has (a stale slug is dropped). */
export function chosenValues(selection: GuideSelection, details: readonly ValueGuideDetail[]) {
  return details.flatMap((detail) => {
    const value = detail.values.find((candidate) => candidate.slug === selection.details[detail.slug]);
    return value ? [{ detail, value }] : [];
  });
}

/** Priced once a category and every detail the guide requires are chosen. */
export function isComplete(selection: GuideSelection, details: readonly ValueGuideDetail[]): boolean {
  const chosen = new Set(chosenValues(selection, details).map(({ detail }) => detail.slug));
  return (
    selection.category !== null && details.every((detail) => !detail.value_guides_required || chosen.has(detail.slug))
  );
}

/** The GET /v2/value_guide query of a complete selection (spec §7.7). */
export function guideQuery(selection: GuideSelection, details: readonly ValueGuideDetail[]): Record<string, unknown> {
  const query: Record<string, unknown> = { category: [selection.category] };
  if (selection.model !== null) query.model = [selection.model];
  for (const { detail, value } of chosenValues(selection, details)) query[detail.slug] = [value.slug];
  return { ...query, platform: 'kitswap', context: 'trade_in' };
}
