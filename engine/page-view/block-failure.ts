/**
 * Thrown by the engine on the server when a block cannot render there (its data query failed:
 * the API refused the CMS query, the guide it names is gone). It is thrown inside the block's own
 * Suspense boundary, so React leaves that block for the browser to render alone; the host's
 * render sees this type in its onError and keeps the page (200), where any other error fails it.
 * A type, not a search of React's component stack: frame names change with builds and minifiers.
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
