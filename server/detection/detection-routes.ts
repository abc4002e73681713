import { Hono } from 'hono';
import { z } from 'zod';
import { requireViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput, readJsonBody } from '../http/validate';
import { loadImageBytes } from '../images/load-image-bytes';
import { rateLimit, type RateLimit } from '../limits/rate-limit';
import { UnreadableImageError } from './decode';
import type { Detector } from './detector';
import { detectorFromEnvironment } from './from-environment';
import { ownOrigins, parseOwnImageUri } from './image-uri';

const detectBody = z.object({ uri: z.string().min(1).max(2048) });

/**
 * A detection costs 200–300 ms of this process's CPU (server/README.md 'Security model'). The list
 * flow asks once per listing's photos, and uploads are 60 in 10 minutes per user: detections match
 * them per user, and twice that per address (people sharing an office's address).
 */
export const DETECTION_LIMITS = {
  user: {
    name: 'detection_user',
    max: 60,
    windowSeconds: 600,
    message: 'Too many photo detections. Please wait a few minutes and try again.',
  },
  address: {
    name: 'detection_address',
    max: 120,
    windowSeconds: 600,
    message: 'Too many photo detections from this address. Please wait a few minutes and try again.',
  },
} as const satisfies Record<string, RateLimit>;

/**
 * POST /discovery/jobs/v1/detect {uri} (signed in): what the photo at `uri` may show, as up to three
 * `{category, brand, model, confidence}` candidates, best first. The uri must name one of our images
 * (a seller's own upload, or an item's generated photo): 400 for anything else, 404 for an image
 * that does not exist or another seller's upload. Nothing is fetched from the network. Counted
 * before any work against {@link DETECTION_LIMITS} (429 `rate_limited`).
 */
export function detectionRoutes(db: Db, detector: Detector = detectorFromEnvironment(db)): Hono {
  return new Hono().post(
    '/discovery/jobs/v1/detect',
    rateLimit(db, DETECTION_LIMITS.user, (c) => `user:${requireViewer(c).userId}`),
    rateLimit(db, DETECTION_LIMITS.address),
    async (c) => {
      const viewer = requireViewer(c);
      const { uri } = parseInput(detectBody, await readJsonBody(c));
      const image = parseOwnImageUri(uri, ownOrigins(c.req.url));
      if (!image)
        throw new ApiError(400, [
          {
            message: 'uri must be one of our image addresses (/media/uploads/… or /media/items/…)',
            code: 'invalid',
            field: 'uri',
          },
        ]);
      const found = await loadImageBytes(db, image, viewer.userId);
      if (!found || (found.ownerId !== null && found.ownerId !== viewer.userId))
        throw ApiError.notFound('Image not found');
      const candidates = await detector.detect(found.bytes).catch((error: unknown) => {
        if (!(error instanceof UnreadableImageError)) throw error;
        throw new ApiError(422, [{ message: 'This image could not be read', code: 'invalid', field: 'uri' }]);
      });
      return c.json({ data: { candidates } });
    },
  );
}
