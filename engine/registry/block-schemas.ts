import type * as blockSchemasModule from '../../schemas/blocks';
import type { BlockOf, Layout } from '../../schemas/blocks';

/** The block schemas module (zod): loaded only where a block must be validated, never for hydration. */
type BlockSchemas = typeof blockSchemasModule;

/** A block checked against its layout's schema: the parsed block, or each issue with its dotted path. */
export type BlockCheck<L extends Layout> =
  { success: true; data: BlockOf<L> } | { success: false; issues: { path: string; message: string }[] };

/** What validating one block needs: the schema of its layout, parsed without throwing. */
export interface BlockValidator {
  validate<L extends Layout>(layout: L, raw: unknown): BlockCheck<L>;
}

let loading: Promise<BlockValidator> | undefined;
let loaded: BlockValidator | undefined;

/**
 * Loads the block schemas (a separate chunk in the browser). The same promise every time, so a render
 * may suspend on it with `use()`. The server validates every page view it renders; the browser loads
 * this only to validate blocks the server did not (client navigation, the /preview editor).
 */
export function loadBlockValidator(): Promise<BlockValidator> {
  loading ??= import('../../schemas/blocks').then((schemas) => (loaded = validatorOf(schemas)));
  return loading;
}

/** The validator when its module is already loaded, else undefined (the caller suspends on `loadBlockValidator`). */
export function loadedBlockValidator(): BlockValidator | undefined {
  return loaded;
}

function validatorOf(schemas: BlockSchemas): BlockValidator {
  return {
    validate(layout, raw) {
      const result = schemas.blockSchemaFor(layout).safeParse(raw);
      if (result.success) return { success: true, data: result.data };
      return {
        success: false,
        issues: result.error.issues.map((issue) => ({
          path: issue.path.join('.') || '(block)',
          message: issue.message,
        })),
      };
    },
  };
}
