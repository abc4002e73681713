import type { Context, MiddlewareHandler } from 'hono';
import { requireViewer } from '../auth/viewer';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/caller-address';

/** How long a body may take: no byte for `idleMs`, or not whole after `totalMs` from the request, is 408. */
export interface BodyTimeouts {
  idleMs: number;
  totalMs: number;
}

/**
 * 30 s without a byte, or 120 s for the whole body: a 15 MB photo needs about 1 Mbit/s to arrive in time,
 * and a connection that trickles or stalls lets go of what it sent within two minutes.
 */
export const DEFAULT_BODY_TIMEOUTS: BodyTimeouts = { idleMs: 30_000, totalMs: 120_000 };

/** 408 `timeout`: the body did not arrive in time. */
export function bodyTimedOut(): ApiError {
  return new ApiError(408, [
    { message: 'The upload took too long to arrive. Please check your connection and try again.', code: 'timeout' },
  ]);
}

/**
 * The request with its body read under `timeouts`: reading it fails with {@link bodyTimedOut} (an ApiError,
 * so a route answers 408) when no byte comes for `idleMs` or the body is not whole `totalMs` after this call.
 * Timers run only while the body is being read, so a request whose body is never read costs none.
 */
export function withBodyTimeouts(request: Request, timeouts: BodyTimeouts = DEFAULT_BODY_TIMEOUTS): Request {
  if (!request.body) return request;
  const deadline = Date.now() + timeouts.totalMs;
  const reader = request.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(bodyTimedOut()),
            Math.max(0, Math.min(timeouts.idleMs, deadline - Date.now())),
          );
        });
        try {
          const { done, value } = await Promise.race([reader.read(), late]);
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          void reader.cancel().catch(() => undefined);
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
      // Nothing is read ahead: a request whose body no one reads (refused first) reads none of it.
    },
    { highWaterMark: 0 },
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

export interface UploadSlotLimits {
  /** Upload bodies one process reads at once (each up to ~15 MB). */
  maxPerProcess: number;
  /** Upload bodies one caller address has read at once. */
  maxPerAddress: number;
  /** What the 429 and 503 tell the caller to wait, in seconds. */
  retryAfterSeconds: number;
}

/**
 * 16 at once per process (~240 MB of photos at most) and 4 per address: the list flow sends at most 3
 * photos at a time (screens/list-flow/photos/use-photos.ts), so one seller, with an avatar or a second
 * tab, stays inside.
 */
export const DEFAULT_UPLOAD_SLOTS: UploadSlotLimits = { maxPerProcess: 16, maxPerAddress: 4, retryAfterSeconds: 5 };

/**
 * The upload bodies a process is reading, per caller address: what caps the memory held by bodies on their
 * way in. Kept in the process on purpose (not in PostgreSQL, as the rate limits are): it guards this
 * process's own memory, and a slot is freed the moment its request ends, even if the process then dies.
 */
export function createUploadSlots(limits: Partial<UploadSlotLimits> = {}) {
  const { maxPerProcess, maxPerAddress, retryAfterSeconds } = { ...DEFAULT_UPLOAD_SLOTS, ...limits };
  const perAddress = new Map<string, number>();
  let total = 0;
  return {
    /**
     * Takes a slot for an upload from `address` and answers the function that frees it (call it once the
     * body and what it held are done), or throws 429 `rate_limited` (this address has `maxPerAddress`
     * going) or 503 `busy` (the process has `maxPerProcess`), with `retry-after` set on `c`.
     */
    take(c: Context, address: string): () => void {
      const fromAddress = perAddress.get(address) ?? 0;
      if (fromAddress >= maxPerAddress || total >= maxPerProcess) {
        c.header('retry-after', String(retryAfterSeconds));
        throw fromAddress >= maxPerAddress
          ? new ApiError(429, [
              { message: 'Too many uploads at once. Wait for one to finish and try again.', code: 'rate_limited' },
            ])
          : new ApiError(503, [{ message: 'The server is busy with other uploads. Please try again.', code: 'busy' }]);
      }
      perAddress.set(address, fromAddress + 1);
      total += 1;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        total -= 1;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
    },
    /** Bodies being read now (tests). */
    get size() {
      return total;
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;

export interface BodyGuardOptions {
  /** The routes (POST, exact path) that take uploads: signed-in callers only, within the upload slots. */
  uploadPaths: readonly string[];
  timeouts?: BodyTimeouts;
  slots?: UploadSlots;
}

/**
 * The API's guard of request bodies (server/limits/README.md 'Request limits'): every body is read under the
 * timeouts (408), and an upload route refuses a guest (401) before a byte of the body is read, then takes an
 * upload slot of the caller's address (429/503) until its answer is made.
 */
export function bodyGuard({
  uploadPaths,
  timeouts = DEFAULT_BODY_TIMEOUTS,
  slots = createUploadSlots(),
}: BodyGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    c.req.raw = withBodyTimeouts(c.req.raw, timeouts);
    if (c.req.method !== 'POST' || !uploadPaths.includes(c.req.path)) return next();
    requireViewer(c);
    const free = slots.take(c, clientAddress(c));
    try {
      await next();
    } finally {
      free();
    }
  };
}
