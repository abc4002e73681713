import { ApiError } from './api-error';

/** The most a JSON body may hold (1 MB). A route that takes uploads passes its own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** 413 `too_large`, the answer to a body over `maxBytes`. */
export function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, [{ message: `The request body is larger than ${maxBytes} bytes`, code: 'too_large' }]);
}

/**
 * The request's body, refused (413) once it passes `maxBytes`: a declared content-length above the
 * limit is refused before a byte is read, and the bytes are counted as they arrive, so a chunked
 * body (or one whose content-length lies) is cut off at the limit instead of being buffered whole.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
