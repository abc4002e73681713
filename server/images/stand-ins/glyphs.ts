/**
 * Line drawings for generated images, in a 200×200 box, stroked by the caller (no fills).
 * A category names its glyph; children inherit their parent's.
 */
export const glyphs = {
  ball: '<circle cx="100" cy="100" r="62"/><path d="M58 54c22 22 22 70 0 92M142 54c-22 22-22 70 0 92"/>',
  football:
    '<path d="M28 100c32-58 112-58 144 0c-32 58-112 58-144 0z"/><path d="M70 100h60M85 90v20M100 90v20M115 90v20"/>',
  bat: '<path d="M66 134L152 48" stroke-width="26"/><path d="M44 156l30-30"/><circle cx="38" cy="162" r="9"/>',
  glove:
    '<path d="M60 168V92c0-12 16-12 16 0V60c0-12 16-12 16 0v-6c0-12 16-12 16 0v6c0-12 16-12 16 0v54l18-14c10-8 22 4 14 14l-34 44c-8 12-20 18-36 18H78c-10 0-18-8-18-18z"/>',
  helmet: '<path d="M40 132a60 60 0 0 1 120 0v8H40z"/><path d="M118 140v24h36M138 140v24"/>',
  pad: '<path d="M100 32l56 20v48c0 36-24 58-56 70c-32-12-56-34-56-70V52z"/><path d="M100 60v84"/>',
  shoe: '<path d="M30 140V78h30c6 18 24 26 44 26l46 10c16 4 22 14 22 26H30z"/><path d="M30 156h142M72 98l8-12M88 104l8-12"/>',
  boot: '<path d="M58 30h46l6 60 38 20c12 6 18 16 18 28v22H52l6-62z"/><path d="M52 164h116M62 60h46M64 84h44"/>',
  skate:
    '<path d="M52 36h40v52l48 18c14 4 22 14 22 26v12H52z"/><path d="M36 166h128c8 0 14-6 14-14M64 144v22M146 144v22"/>',
  slide:
    '<path d="M36 132c0-30 20-50 60-50h24c28 0 46 20 46 40v8c0 10-8 18-18 18H54c-10 0-18-6-18-16z"/><path d="M68 86c10 22 52 26 74 6"/>',
  club: '<path d="M142 26L92 144"/><path d="M92 144c12 0 16 12 6 20c-16 12-46 10-56 0c-6-8 2-16 12-18z"/>',
  stick: '<path d="M142 24L90 146q-6 18-26 18H34"/><path d="M48 164v-14M62 164v-14"/>',
  lacrosse:
    '<path d="M98 118L62 176"/><path d="M98 118c-24-10-36-42-24-66c10-22 40-28 58-12c18 16 12 48-6 66c-8 8-18 14-28 12z"/><path d="M84 64l44 26M80 86l38 20M98 46l28 48"/>',
  pole: '<path d="M66 26l44 148M134 26l-44 148"/><path d="M96 152h28M76 152h28"/>',
  racquet: '<ellipse cx="100" cy="74" rx="46" ry="54"/><path d="M100 128v48M62 60h76M58 84h84M82 24v100M118 24v100"/>',
  ski: '<path d="M72 28c-10 0-12 12-8 20l24 126M106 28c-10 0-12 12-8 20l24 126"/><path d="M66 104h30M100 104h30"/>',
  board: '<rect x="78" y="20" width="44" height="160" rx="22"/><path d="M86 70h28M86 130h28"/>',
  binding: '<path d="M24 150h152"/><path d="M46 150v-44h38l18 44M118 150l16-40h30"/>',
  goggles:
    '<path d="M30 86c0-16 12-22 28-22h84c16 0 28 6 28 22v18c0 16-12 26-28 26h-20l-22-18-22 18H58c-16 0-28-10-28-26z"/><path d="M30 96H14M170 96h16"/>',
  rangefinder:
    '<rect x="38" y="70" width="124" height="72" rx="16"/><circle cx="76" cy="106" r="20"/><path d="M130 70V54h22M118 122h26"/>',
  bag: '<rect x="66" y="50" width="68" height="122" rx="14"/><path d="M66 82h68M80 50V30M100 50V24M120 50V32M134 72c26 10 26 60 0 70"/>',
  pack: '<path d="M60 62c0-20 16-34 40-34s40 14 40 34v98c0 8-6 14-14 14H74c-8 0-14-6-14-14z"/><path d="M60 96h80M80 120h40v30H80z"/>',
  tent: '<path d="M20 164L100 40l80 124z"/><path d="M100 40v124M80 164l20-40 20 40"/>',
  bike: '<circle cx="50" cy="132" r="34"/><circle cx="150" cy="132" r="34"/><path d="M50 132l32-56h54l14 56M82 76l22 56h46M104 132l32-56M72 62h22M128 60h18"/>',
  wheel:
    '<circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="12"/><path d="M100 30v140M30 100h140M51 51l98 98M149 51l-98 98"/>',
  tag: '<path d="M40 40h62l68 68-62 62-68-68z"/><circle cx="72" cy="72" r="10"/>',
} as const;

export type GlyphName = keyof typeof glyphs;

/** The drawing for a stored glyph name; unknown names get a price tag. */
export function glyphMarkup(name: string): string {
  return Object.hasOwn(glyphs, name) ? glyphs[name as GlyphName] : glyphs.tag;
}
