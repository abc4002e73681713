import { NotFoundError, type Environment } from '../../engine';

/** Where the editor leaves pasted JSON for its preview frames (same origin, so frames see each change). */
export const DRAFT_STORAGE_KEY = 'ks_preview_draft';

export type DraftParse = { ok: true; blocks: unknown[] } | { ok: false; error: string };

/**
 * Reads what an editor pasted: a page view (`{blocks: [...]}`), the API's envelope
 * (`{data: {blocks: [...]}}`) or a bare array of blocks.
 */
export function parseDraft(text: string): DraftParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (Array.isArray(value)) return { ok: true, blocks: value };
  const pageView = isObject(value) && isObject(value.data) ? value.data : value;
  if (isObject(pageView) && Array.isArray(pageView.blocks)) return { ok: true, blocks: pageView.blocks };
  return { ok: false, error: 'Paste a page view ({"blocks": [...]}) or an array of blocks.' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The editor preview exists outside production only. */
export function assertPreviewAvailable(environment: Environment): void {
  if (environment === 'production') throw new NotFoundError('Preview');
}
