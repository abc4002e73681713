import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { failedInsideBlock } from '../../engine';

export interface RenderWholeOptions {
  /** The page's path, for the log. */
  path: string;
  bootstrapScriptContent?: string;
  bootstrapModules?: string[];
  /** The CSP nonce React puts on its inline boot script and module scripts. */
  nonce?: string;
}

/**
 * Server-renders `node` to a string once all of it is ready. A block that failed on the server
 * (its data, or its code: `failedInsideBlock`) is left to the browser to render alone inside its
 * own Suspense boundary; any other error rejects, so the caller renders the error page.
 */
export function renderWhole(node: ReactNode, options: RenderWholeOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let pageError: unknown = null;
    const stream = renderToPipeableStream(node, {
      bootstrapScriptContent: options.bootstrapScriptContent,
      // The page is sent whole once ready, so inline every boundary: the first HTML then shows
      // all blocks without waiting for React's reveal scripts (and works with scripts off).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      bootstrapModules: options.bootstrapModules,
      nonce: options.nonce,
      onError(error, info) {
        if (failedInsideBlock(error, info?.componentStack)) {
          console.warn(
            `[render] ${options.path}: a block failed on the server (${error instanceof Error ? error.message : String(error)}); the browser renders it alone`,
          );
          return;
        }
        pageError ??= error;
      },
      onShellError: reject,
      onAllReady() {
        if (pageError) return reject(pageError);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
    });
  });
}
