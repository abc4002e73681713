import type { SportSeed } from './types';

export const womensLacrosse: SportSeed = {
  slug: 'womens-lacrosse',
  name: 'Women’s Lacrosse',
  color: '#a3195b',
  glyph: 'lacrosse',
  tagline: 'Sticks, goggles and gloves built for the women’s game.',
  advice:
    'Women’s heads have a shallower pocket by rule, so buy a stick strung for the women’s game or plan to have it restrung. Goggles must carry the current SEI certification sticker to be legal in play.',
  categories: [
    {
      slug: 'complete-sticks',
      name: 'Complete Sticks',
      noun: 'Women’s Lacrosse Stick',
      retail: [79, 249],
      specs: [['Attack', 'Midfield', 'Defense']],
      models: {
        STX: ['Crux 600', 'Exult Pro'],
        Brine: ['Dynasty Elite', 'Mantra III'],
        StringKing: ['Complete 2 Pro'],
      },
    },
    {
      slug: 'heads',
      name: 'Heads',
      noun: 'Women’s Lacrosse Head',
      retail: [79, 169],
      glyph: 'lacrosse',
      models: {
        STX: ['Crux Pro Elite', 'Exult Pro Elite'],
        StringKing: ['Mark 2 Offense', 'Mark 2 Midfield'],
        Brine: ['Dynasty Rise'],
      },
    },
    {
      slug: 'goggles',
      name: 'Goggles',
      noun: 'Lacrosse Goggles',
      retail: [49, 99],
      glyph: 'goggles',
      models: { Cascade: ['Poly Arc'], STX: ['4Sight+'], 'Under Armour': ['Illusion'] },
    },
    {
      slug: 'gloves',
      name: 'Gloves',
      noun: 'Women’s Lacrosse Gloves',
      retail: [39, 89],
      glyph: 'glove',
      specs: [['Small', 'Medium', 'Large']],
      models: { STX: ['Crux'], Brine: ['Dynasty'], StringKing: ['Women’s Glove'] },
    },
  ],
};
