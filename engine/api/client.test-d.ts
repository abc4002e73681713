// Type-level tests, checked by `tsc`: a call's result type follows its options.
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazySchema } from './lazy-schema';

declare const api: ApiClient;
const item = z.object({ id: z.number() });

export async function schemaTypesTheResult() {
  expectTypeOf(await api.request({ path: '/v1/items/1', schema: item })).toEqualTypeOf<{ id: number }>();
  expectTypeOf(await api.get('/v1/items/1', { schema: item })).toEqualTypeOf<{ id: number }>();
  expectTypeOf(await api.post('/v1/items', { a: 1 }, { schema: item })).toEqualTypeOf<{ id: number }>();
}

export async function ignoreErrorsAddsNull() {
  expectTypeOf(await api.get('/v1/items/1', { schema: item, ignoreErrors: true })).toEqualTypeOf<{
    id: number;
  } | null>();
  expectTypeOf(await api.get<string[]>('/v1/tags', { ignoreErrors: true })).toEqualTypeOf<string[] | null>();
  expectTypeOf(await api.request<number>({ path: '/v1/count', ignoreErrors: true })).toEqualTypeOf<number | null>();
  const flag: boolean = Math.random() > 0.5;
  expectTypeOf(await api.get<number>('/v1/count', { ignoreErrors: flag })).toEqualTypeOf<number | null>();
}

export async function withoutSchemaTheCallerNamesTheType() {
  expectTypeOf(await api.get<string[]>('/v1/tags')).toEqualTypeOf<string[]>();
  expectTypeOf(await api.delete('/v1/tags/1')).toEqualTypeOf<unknown>();
  expectTypeOf(await api.delete('/v1/link', { body: { account_id: 1 } })).toEqualTypeOf<unknown>();
}

export function aBodyIsNotAnOptionOfGet() {
  // @ts-expect-error -- GET sends no body
  void api.get('/v1/x', { body: {} });
}

export function requestNeedsItsOptions() {
  // @ts-expect-error -- request takes the path in its options
  void api.request();
  void api.get('/v1/x');
}

export async function aLazySchemaTypesTheResultAsItsSchema() {
  const lazyItem = lazySchema(() => Promise.resolve(item));
  expectTypeOf(await api.get('/v1/items/1', { schema: lazyItem })).toEqualTypeOf<{ id: number }>();
  expectTypeOf(await api.request({ path: '/v1/items/1', schema: lazyItem, ignoreErrors: true })).toEqualTypeOf<{
    id: number;
  } | null>();
}
