import { glyphMarkup } from './glyphs';
import { escapeXml, FONT, mixColor } from './svg';

export interface ItemImageInput {
  brand: string | null;
  model: string | null;
  name: string;
  color: string;
  glyph: string;
  /** 1-based photo number: each one frames the drawing a little differently. */
  photo: number;
}

const framings = [
  { angle: -8, scale: 1, tint: 0.88 },
  { angle: 12, scale: 1.05, tint: 0.82 },
  { angle: 0, scale: 1.35, tint: 0.9 },
  { angle: -20, scale: 0.95, tint: 0.78 },
];

/** Photos beyond this number repeat the framings of the first ones. */
export const ITEM_PHOTO_FRAMING_COUNT = framings.length;

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A listing photo stand-in: the category's drawing on the sport's colour, with brand and model. */
export function itemImageSvg({ brand, model, name, color, glyph, photo }: ItemImageInput): string {
  const framing = framings[(photo - 1) % framings.length] ?? framings[0]!;
  const background = mixColor(color, '#ffffff', framing.tint);
  const halo = mixColor(color, '#ffffff', framing.tint - 0.1);
  const title = clip((brand ?? name).toUpperCase(), 22);
  const subtitle = clip(model ?? '', 30);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="400" height="400" fill="${background}"/>`,
    `<circle cx="200" cy="168" r="126" fill="${halo}"/>`,
    `<g fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" transform="translate(200 168) rotate(${framing.angle}) scale(${framing.scale}) translate(-100 -100)">${glyphMarkup(glyph)}</g>`,
    `<text x="200" y="338" text-anchor="middle" ${FONT} font-size="24" font-weight="700" letter-spacing="1" fill="${color}">${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="200" y="368" text-anchor="middle" ${FONT} font-size="18" fill="${color}" opacity=".8">${escapeXml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}
