import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
import { chooseEncoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 4 beats gzip's default on both counts for our pages (home, signed in, 116 KB of HTML:
 * 15.7 KB against 17.3 KB, in about a third of the time); gzip at level 4 (18.0 KB) for a browser without br
 * (browsers send br only over https). host/README.md 'Signed-in pages'.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** A page's HTML in brotli, as {@link compressPage} makes it, in one call (the guest page cache's kept copy). */
export const brotliPageSync = (html: Uint8Array) =>
  new Uint8Array(brotliCompressSync(html, brotliOptions(html.length)));

/** The encoding a page goes out in for this Accept-Encoding: the best allowed of br and gzip, else none. */
export const pageEncoding = (acceptEncoding: string | null | undefined) =>
  chooseEncoding(acceptEncoding, ['br', 'gzip']);

/**
 * A server-rendered page (whole HTML, rendered before it is sent: ../render/render-whole.ts), compressed
 * in one piece on libuv's thread pool, off the thread that renders, instead of the compress middleware's
 * stream of small chunks on it. Pages already encoded (the guest page cache's gzipped copies) and other
 * content types pass as they are.
 */
export async function compressPage(page: Response, acceptEncoding: string | null | undefined): Promise<Response> {
  const encoding = pageEncoding(acceptEncoding);
  if (!page.body || page.headers.has('content-encoding') || !page.headers.get('content-type')?.startsWith('text/html'))
    return page;
  const vary = page.headers.get('vary');
  const headers = new Headers(page.headers);
  if (!vary || !/\baccept-encoding\b/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!encoding) return new Response(page.body, { status: page.status, headers });
  const html = Buffer.from(await page.arrayBuffer());
  const body =
    encoding === 'br' ? await brotli(html, brotliOptions(html.length)) : await gzipped(html, { level: GZIP_LEVEL });
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body), { status: page.status, headers });
}
