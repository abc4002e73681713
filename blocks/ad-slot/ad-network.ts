import type { BlockOf } from '../../schemas/blocks';
import type { Tile } from '../../schemas/tile';
import { tileLooks } from '../../ui/tile/tile-look';

/** Spec §9: ad slots are 320×50 on mobile and 728×90 on desktop. */
export const AD_SIZES = { mobile: { width: 320, height: 50 }, desktop: { width: 728, height: 90 } } as const;
/** Spec §9: a slot loads 300 px before it scrolls into view. */
export const AD_LAZY_MARGIN_PX = 300;
/** Spec §8 / §9: readiness is polled 100 times, 100 ms apart; after that the slot is silently left empty. */
export const AD_READY_TRIES = 100;
export const AD_READY_INTERVAL_MS = 100;

/** What an ad network puts in a slot: an image per platform linking somewhere. */
export interface AdCreative {
  href: string;
  label: string;
  imageUrl: { desktop: string; mobile: string };
}

/** A slot as the page asks a network to fill it. */
export interface AdSlotRequest {
  unit: string;
  sizes: readonly { width: number; height: number }[];
}

/**
 * The slot contract: a network may need time to load (`ready`), then fills a slot or declines
 * (null). A third-party network would sit behind the same two calls.
 */
export interface AdNetwork {
  ready(): boolean;
  fill(slot: AdSlotRequest): AdCreative | null;
}

/**
 * Our house ads: always ready, filling the slot with the block's tile (its web image on desktop,
 * its mobile version on phones, its title as the link's name). No tile, no ad.
 */
export function houseAdNetwork(block: BlockOf<'ad-slot'>): AdNetwork {
  const tile: Tile | undefined = block.tiles?.[0];
  return {
    ready: () => true,
    fill: () => {
      if (!tile?.destination) return null;
      const looks = tileLooks(tile);
      const desktop = looks.web.imageUrl ?? looks.mobile.imageUrl;
      if (!desktop) return null;
      return {
        href: tile.destination,
        label: tile.title || 'Kitswap',
        imageUrl: { desktop, mobile: looks.mobile.imageUrl ?? desktop },
      };
    },
  };
}

/**
 * Calls `onReady` once `network.ready()` holds, checking now and then every 100 ms, 100 checks in
 * all; a network that never becomes ready is silently ignored. Returns a cancel function.
 */
export function whenAdNetworkReady(network: AdNetwork, onReady: () => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    tries += 1;
    if (network.ready()) return onReady();
    if (tries < AD_READY_TRIES) timer = setTimeout(check, AD_READY_INTERVAL_MS);
  };
  check();
  return () => clearTimeout(timer);
}
