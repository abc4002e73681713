import type { SportSeed } from './types';

export const tennis: SportSeed = {
  slug: 'tennis',
  name: 'Tennis',
  color: '#5f7a0f',
  glyph: 'racquet',
  tagline: 'Racquets, bags and court shoes from players who switched frames.',
  advice:
    'Grip size is the one thing you cannot easily change: most adults play a 4 1/4 or 4 3/8. Ask when the racquet was last strung and at what tension, and budget for a fresh set of strings.',
  categories: [
    {
      slug: 'racquets',
      name: 'Racquets',
      glyph: 'racquet',
      children: [
        {
          slug: 'performance',
          name: 'Performance Racquets',
          noun: 'Tennis Racquet',
          retail: [199, 279],
          specs: [['4 1/8', '4 1/4', '4 3/8']],
          models: {
            Wilson: ['Pro Staff 97 v14', 'Blade 98 v9', 'Clash 100 v2'],
            Babolat: ['Pure Drive', 'Pure Aero', 'Pure Strike'],
            Head: ['Speed MP', 'Radical MP', 'Gravity Pro'],
            Yonex: ['Ezone 98', 'Vcore 100'],
          },
        },
        {
          slug: 'junior',
          name: 'Junior Racquets',
          noun: 'Junior Tennis Racquet',
          retail: [49, 129],
          specs: [['25"', '26"']],
          models: { Wilson: ['Ultra 26', 'Clash 26'], Babolat: ['Pure Drive Junior 26'], Head: ['Speed Junior 25'] },
        },
      ],
    },
    {
      slug: 'bags',
      name: 'Tennis Bags',
      noun: 'Tennis Bag',
      retail: [79, 199],
      glyph: 'bag',
      models: { Wilson: ['Super Tour 9-Pack'], Babolat: ['Pure Aero RH12'], Head: ['Tour Team 6R'] },
    },
    {
      slug: 'shoes',
      name: 'Tennis Shoes',
      noun: 'Tennis Shoes',
      retail: [99, 179],
      glyph: 'shoe',
      specs: [['Size 8', 'Size 9', 'Size 10', 'Size 11', 'Women’s 7', 'Women’s 8']],
      models: {
        Asics: ['Gel-Resolution 9', 'Solution Speed FF 3'],
        Nike: ['Vapor Pro 2', 'Zoom GP Challenge 1'],
        Adidas: ['Barricade 13'],
      },
    },
  ],
};
