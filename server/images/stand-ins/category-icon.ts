import { glyphMarkup } from './glyphs';
import { escapeXml, mixColor } from './svg';

/** A round category icon: the category's drawing on a tint of its sport's colour. */
export function categoryIconSvg({ name, color, glyph }: { name: string; color: string; glyph: string }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}">`,
    `<circle cx="60" cy="60" r="60" fill="${mixColor(color, '#ffffff', 0.86)}"/>`,
    `<g fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" transform="translate(60 60) scale(.46) translate(-100 -100)">${glyphMarkup(glyph)}</g>`,
    '</svg>',
  ].join('');
}
