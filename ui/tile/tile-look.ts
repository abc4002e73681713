import type { CSSProperties } from 'react';
import type { Platform, Tile, TileVersion } from '../../schemas/tile';

/** What a tile shows on one platform, after its per-platform version is applied. */
export interface TileLook {
  imageUrl: string | null;
  imageType: Tile['image_type'];
  halignment: NonNullable<TileVersion['halignment']>;
  textColor: string | null;
  buttonText: string | null;
  buttonColor: string | null;
}

/** The tile's version for `platform`, if the CMS gave one. */
export function tileVersion(tile: Tile, platform: Platform): TileVersion | undefined {
  return tile.versions?.find((version) => version.platform === platform);
}

/**
 * The tile as `platform` shows it: the platform's version wins, then (for mobile) the web
 * version, then the tile's own fields. So a tile with only a web version looks the same on mobile.
 */
export function tileLook(tile: Tile, platform: Platform): TileLook {
  const own = tileVersion(tile, platform);
  const web = platform === 'mobile' ? tileVersion(tile, 'web') : undefined;
  return {
    imageUrl: own?.background_image_url ?? web?.background_image_url ?? tile.background_image_url ?? null,
    imageType: own?.image_type ?? web?.image_type ?? tile.image_type ?? null,
    halignment: own?.halignment ?? web?.halignment ?? 'left',
    textColor: own?.text_color ?? web?.text_color ?? tile.text_color ?? null,
    buttonText: own?.button_text ?? web?.button_text ?? null,
    buttonColor: own?.button_color ?? web?.button_color ?? null,
  };
}

/** The tile's looks on both platforms. */
export function tileLooks(tile: Tile): Record<Platform, TileLook> {
  return { web: tileLook(tile, 'web'), mobile: tileLook(tile, 'mobile') };
}

const JUSTIFY = { left: 'start', center: 'center', right: 'end' } as const;

/**
 * CSS custom properties carrying the per-platform look, for a stylesheet to pick with its
 * `@media (max-width: 767px)` rule: --ks-tile-{text,button,align,justify}-{web,mobile}.
 * Colours come validated by the tile schema (hex or keyword), so they are safe in a style.
 */
export function tileLookVars(looks: Record<Platform, TileLook>): CSSProperties {
  const vars: Record<string, string> = {};
  for (const platform of ['web', 'mobile'] as const) {
    const look = looks[platform];
    if (look.textColor) vars[`--ks-tile-text-${platform}`] = look.textColor;
    if (look.buttonColor) vars[`--ks-tile-button-${platform}`] = look.buttonColor;
    vars[`--ks-tile-align-${platform}`] = look.halignment;
    vars[`--ks-tile-justify-${platform}`] = JUSTIFY[look.halignment];
  }
  return vars as CSSProperties;
}
