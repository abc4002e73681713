import type { z } from 'zod';

/**
 * A response schema loaded on first use (issue 20 item 1): `lazySchema(() => import('…').then((m) => m.x))`.
 * Code in the browser's entry (the chrome's, the blocks' and the engine's queries) passes one as a call's
 * `schema`, so neither zod nor the schema module is in the scripts a page loads before it is interactive:
 * hydration reads the server's validated data and runs no query. The first call that validates loads it
 * beside its fetch; a failed load is tried again on the next call. Types follow `S` as with a schema.
 */
export class LazySchema<S extends z.ZodType = z.ZodType> {
  readonly #load: () => Promise<S>;
  #loading: Promise<S> | undefined;

  constructor(load: () => Promise<S>) {
    this.#load = load;
  }

  /** The schema, loaded once (again after a failed load). */
  schema(): Promise<S> {
    this.#loading ??= this.#load().catch((failure: unknown) => {
      this.#loading = undefined;
      throw failure;
    });
    return this.#loading;
  }
}

/** A {@link LazySchema} of the schema `load` resolves to. */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  return new LazySchema(load);
}

/** A call's `schema`: the schema itself, or one loaded on first use. */
export type ResponseSchema<S extends z.ZodType = z.ZodType> = S | LazySchema<S>;
