/** One suggestion for a photo: what the item may be, best first, with how sure the detector is (0–1). */
export interface DetectionCandidate {
  category: { id: number; name: string };
  brand: { id: number; name: string } | null;
  model: { id: number; name: string; brand_id: number } | null;
  confidence: number;
}

/**
 * Says what a photo shows. The local detector (./local-detector.ts) compares it with the catalogue's
 * own model images; a vision service would implement the same call (see ./README.md).
 */
export interface Detector {
  /**
   * Up to `limit` candidates (default 3), best first; none when nothing is close enough.
   * Throws `UnreadableImageError` (./decode.ts) when the bytes are no image it can read.
   */
  detect(image: Uint8Array, limit?: number): Promise<DetectionCandidate[]>;
}

export const DEFAULT_CANDIDATE_COUNT = 3;
