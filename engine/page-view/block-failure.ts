import { BlockBoundary } from './BlockBoundary';

/**
 * Thrown by the engine on the server when a block cannot render there (its data query failed:
 * the API refused the CMS query, the guide it names is gone). It is thrown inside the block's own
 * Suspense boundary, so React leaves that block for the browser to render alone; the host's
 * render sees it through {@link failedInsideBlock} and keeps the page (200).
 */
export class BlockFailure extends Error {
  override readonly name = 'BlockFailure';

  constructor(
    /** The block, as notices name it: 'Block 12 ("item-grid-1-row")'. */
    readonly block: string,
    cause: unknown,
  ) {
    super(`${block} failed on the server: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export const isBlockFailure = (error: unknown): error is BlockFailure => error instanceof BlockFailure;

/**
 * Whether an error React reported while rendering on the server was thrown inside a block: its
 * data failed (a {@link BlockFailure}), or its code threw, which React's component stack shows
 * as a frame of the block's boundary. The frame is matched by the boundary's own runtime name,
 * so a build that renames it renames both. Either way React has left that block, inside its own
 * Suspense boundary, for the browser to render alone.
 */
export function failedInsideBlock(error: unknown, componentStack: string | undefined): boolean {
  if (isBlockFailure(error)) return true;
  return (
    componentStack !== undefined && new RegExp(`^\\s*at (?:new )?${BlockBoundary.name}\\b`, 'm').test(componentStack)
  );
}
