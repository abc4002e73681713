import type { SportSeed } from './types';

const sizes = [['Men’s 8', 'Men’s 9', 'Men’s 10', 'Men’s 11', 'Women’s 7', 'Women’s 8']];

export const footwear: SportSeed = {
  slug: 'footwear',
  name: 'Footwear',
  color: '#3f4f5a',
  glyph: 'shoe',
  tagline: 'Running, court and training shoes, many worn only a handful of times.',
  advice:
    'Running shoes last roughly 300 to 500 miles, so ask how far a pair has gone. Sizing differs between brands and even between models, and a photo of the outsole tells you more than any description.',
  categories: [
    {
      slug: 'running',
      name: 'Running Shoes',
      noun: 'Running Shoes',
      retail: [129, 249],
      glyph: 'shoe',
      specs: sizes,
      models: {
        Nike: ['Pegasus 41', 'Vaporfly 3', 'Invincible 3'],
        Hoka: ['Clifton 9', 'Bondi 8', 'Speedgoat 6'],
        Brooks: ['Ghost 16', 'Glycerin 21'],
        Asics: ['Gel-Nimbus 26', 'Novablast 4'],
        Saucony: ['Endorphin Speed 4'],
        On: ['Cloudmonster'],
      },
    },
    {
      slug: 'basketball',
      name: 'Basketball Shoes',
      noun: 'Basketball Shoes',
      retail: [109, 199],
      glyph: 'shoe',
      specs: sizes,
      models: {
        Nike: ['LeBron 21', 'Sabrina 2', 'GT Cut 3'],
        Jordan: ['Luka 3', 'Tatum 2'],
        Adidas: ['Harden Vol. 8'],
        'Under Armour': ['Curry 11'],
      },
    },
    {
      slug: 'training',
      name: 'Training Shoes',
      noun: 'Training Shoes',
      retail: [99, 169],
      glyph: 'shoe',
      specs: sizes,
      models: { Nike: ['Metcon 9'], Reebok: ['Nano X4'], NOBULL: ['Trainer+'] },
    },
    {
      slug: 'slides',
      name: 'Slides',
      noun: 'Slides',
      retail: [29, 69],
      glyph: 'slide',
      specs: sizes,
      models: { Nike: ['Victori One'], Adidas: ['Adilette 22'], Hoka: ['Ora Recovery Slide'], Oofos: ['OOahh'] },
    },
  ],
};
