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
 * Server-renders `node` to a string once all of it is ready (onAllReady, never the shell alone), so
 * every block is in place in the HTML, for crawlers and visitors without JavaScript too: React
 * writes a boundary still pending at the first flush as a placeholder and its content later in a
 * hidden container that only its script moves (host/README.md). The screens' prefetch loads every
 * shown block's data and code first, so nothing suspends and the shell is the whole page: waiting
 * for all of it costs no time to first byte. A block that failed on the server
 * (its data, or its code: `failedInsideBlock`) is left to the browser to render alone inside its
 * own Suspense boundary; any other error rejects, so the caller renders the error page.
 */
export function renderWhole(node: ReactNode, options: RenderWholeOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let pageError: unknown = null;
    const stream = renderToPipeableStream(node, {
      bootstrapScriptContent: options.bootstrapScriptContent,
      // The page is sent whole once ready, so inline every boundary, even one that suspended on
      // code or data nobody loaded before the render: the first HTML then shows all blocks without
      // React's reveal scripts (and works with scripts off). React's default (12,800 bytes) would
      // move each suspended block over 500 bytes past that size into a hidden container.
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
