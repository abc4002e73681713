import type { SportSeed } from './types';

export const softball: SportSeed = {
  slug: 'softball',
  name: 'Softball',
  color: '#c2410c',
  glyph: 'ball',
  tagline: 'Fastpitch and slowpitch bats, gloves and masks for every position.',
  advice:
    'Fastpitch bats are sized by drop weight: most high school players swing a -10 or -9. Make sure the bat carries the stamp your league requires, and look for a seller’s photos of the end cap and barrel.',
  categories: [
    {
      slug: 'bats',
      name: 'Bats',
      children: [
        {
          slug: 'fastpitch-bats',
          name: 'Fastpitch Bats',
          noun: 'Fastpitch Bat',
          retail: [149, 419],
          glyph: 'bat',
          specs: [
            ['-11', '-10', '-9'],
            ['31"', '32"', '33"'],
          ],
          models: {
            Easton: ['Ghost Double Barrel', 'Ghost Advanced'],
            Rawlings: ['Mantra'],
            'Louisville Slugger': ['LXT', 'Xeno'],
            Marucci: ['Echo Connect'],
          },
        },
        {
          slug: 'slowpitch-bats',
          name: 'Slowpitch Bats',
          noun: 'Slowpitch Bat',
          retail: [99, 349],
          glyph: 'bat',
          specs: [['26 oz', '27 oz', '28 oz']],
          models: { Easton: ['Fire Flex'], Miken: ['Freak Primo', 'DC-41'], Worth: ['Mayhem'] },
        },
      ],
    },
    {
      slug: 'gloves',
      name: 'Softball Gloves',
      noun: 'Fastpitch Glove',
      retail: [129, 349],
      glyph: 'glove',
      specs: [
        ['12"', '12.5"', '13"'],
        ['RHT', 'LHT'],
      ],
      models: {
        Rawlings: ['Liberty Advanced', 'Heart of the Hide'],
        Wilson: ['A2000 Fastpitch'],
        Mizuno: ['Prime Elite'],
      },
    },
    {
      slug: 'fielding-masks',
      name: 'Fielding Masks',
      noun: 'Fielding Mask',
      retail: [39, 89],
      glyph: 'helmet',
      specs: [['Youth', 'Adult']],
      models: { 'Rip-It': ['Defense Pro'], Rawlings: ['Fielder’s Mask'], Easton: ['Ghost'] },
    },
    {
      slug: 'cleats',
      name: 'Softball Cleats',
      noun: 'Softball Cleats',
      retail: [69, 149],
      glyph: 'shoe',
      specs: [['Women’s 7', 'Women’s 8', 'Women’s 9']],
      models: { Mizuno: ['9-Spike Advanced Finch'], Nike: ['Hyperdiamond 4'], 'New Balance': ['FuelCell Fuse v4'] },
    },
  ],
};
