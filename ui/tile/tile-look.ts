import type { Platform, Tile, TileVersion } from '../../schemas/tile';

/** What a tile shows on one platform, after its per-platform version is applied. */
export interface TileLook {
  imageUrl: string | null;
  imageType: Tile['image_type'];
  /** null: the block's stylesheet decides (its default may differ per platform). */
  halignment: TileVersion['halignment'];
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
    halignment: own?.halignment ?? web?.halignment ?? null,
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
 * `@media (max-width: 767px)` rule: --ks-tile-{text,button,button-ink,align,justify}-{web,mobile}.
 * Colours come validated by the tile schema (hex or keyword), so they are safe in a style.
 */
export function tileLookVars(looks: Record<Platform, TileLook>): Record<`--${string}`, string> {
  const vars: Record<`--${string}`, string> = {};
  for (const platform of ['web', 'mobile'] as const) {
    const look = looks[platform];
    if (look.textColor) vars[`--ks-tile-text-${platform}`] = look.textColor;
    if (look.buttonColor) {
      vars[`--ks-tile-button-${platform}`] = look.buttonColor;
      const ink = readableInkOn(look.buttonColor);
      if (ink) vars[`--ks-tile-button-ink-${platform}`] = ink;
    }
    if (look.halignment) {
      vars[`--ks-tile-align-${platform}`] = look.halignment;
      vars[`--ks-tile-justify-${platform}`] = JUSTIFY[look.halignment];
    }
  }
  return vars;
}

/**
 * Dark or white text, whichever reads better on a hex background (WCAG relative luminance);
 * null for a colour keyword, which the stylesheet's default then covers.
 */
export function readableInkOn(color: string): '#1c1f23' | '#ffffff' | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white is 1.05 / (L + 0.05); against #1c1f23 (L ≈ 0.0135) it is (L + 0.05) / 0.0635.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0635 ? '#ffffff' : '#1c1f23';
}
