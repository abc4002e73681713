import { hashText } from '../../text/hash';
import { glyphMarkup } from './glyphs';
import { mixColor } from './svg';

/** Kitswap's own tiles (not named after a sport): a deep shade of the brand green, white text stays legible. */
const BRAND_TILE_COLOR = '#0a7d4f';

export interface TileImageInput {
  name: string;
  /** The sport's colour and drawing when the tile is named after a sport. */
  sport?: { color: string; glyph: string };
}

/**
 * A wide background for carousel slides, heroes and sport tiles: a diagonal gradient with soft
 * circles, and the sport's drawing when there is one. No text: the block lays its copy over it.
 */
export function tileImageSvg({ name, sport }: TileImageInput): string {
  const hash = hashText(name);
  const color = sport?.color ?? BRAND_TILE_COLOR;
  const dark = mixColor(color, '#000000', 0.45);
  const light = mixColor(color, '#ffffff', 0.25);
  const x = 760 + (hash % 240);
  const y = 120 + ((hash >>> 8) % 260);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" preserveAspectRatio="xMidYMid slice" aria-hidden="true">',
    `<defs><linearGradient id="tile-${hash}" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>`,
    `<rect width="1200" height="600" fill="url(#tile-${hash})"/>`,
    `<circle cx="${x}" cy="${y}" r="300" fill="${light}" opacity=".22"/>`,
    `<circle cx="${x + 220}" cy="${y + 260}" r="180" fill="${light}" opacity=".18"/>`,
    `<circle cx="${120 + (hash % 200)}" cy="560" r="140" fill="#ffffff" opacity=".06"/>`,
    sport
      ? `<g fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" transform="translate(${x} ${y}) scale(1.9) translate(-100 -100)">${glyphMarkup(sport.glyph)}</g>`
      : '',
    '</svg>',
  ].join('');
}
