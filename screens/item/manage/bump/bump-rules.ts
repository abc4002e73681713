import type { BumpInfo } from '../../../../schemas/entities/bumps';

/** What pressing Bump leads to (spec §4.2). */
export type BumpStep =
  /** A Pro seller who has not seen the pro bump guidance ({p}_hbm is not '1'). */
  | { kind: 'pro_guidance' }
  /** A Pro seller who has: the pro bump call at once. */
  | { kind: 'pro_bump' }
  /** Never bumped an item: the bumps guidance first. */
  | { kind: 'guidance'; info: BumpInfo }
  /** No bumps left: the bump purchase. */
  | { kind: 'purchase'; info: BumpInfo }
  /** Otherwise the item is bumped. */
  | { kind: 'bump' };

/** The Pro branch: the guidance unless the cookie says it was seen. */
export const proBumpStep = (guidanceSeen: string | undefined): BumpStep =>
  guidanceSeen === '1' ? { kind: 'pro_bump' } : { kind: 'pro_guidance' };

/** The branch of everyone else, from their bump info. */
export function bumpStep(info: BumpInfo): BumpStep {
  if (info.items_bumped === 0) return { kind: 'guidance', info };
  if (info.available_bumps === 0) return { kind: 'purchase', info };
  return { kind: 'bump' };
}

/** What the page says after a bump. */
export const BUMPED_MESSAGE = 'Bumped! Your item moves up in search.';
