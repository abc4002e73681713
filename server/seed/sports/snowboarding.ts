import type { SportSeed } from './types';

export const snowboarding: SportSeed = {
  slug: 'snowboarding',
  name: 'Snowboarding',
  color: '#2f3a96',
  glyph: 'board',
  tagline: 'Boards, bindings and boots from riders chasing the next storm.',
  advice:
    'Pick a board length by weight and riding style rather than height, and check the waist width against your boot size to avoid toe drag. Ask about edge and base damage: a fresh tune fixes a lot, core shots do not.',
  categories: [
    {
      slug: 'snowboards',
      name: 'Snowboards',
      glyph: 'board',
      children: [
        {
          slug: 'all-mountain',
          name: 'All-Mountain Snowboards',
          noun: 'Snowboard',
          retail: [449, 749],
          specs: [['150 cm', '154 cm', '157 cm', '160 cm']],
          models: {
            Burton: ['Custom', 'Process', 'Ripcord'],
            'Lib Tech': ['Orca', 'T.Rice Pro'],
            Capita: ['DOA', 'Mercury'],
            Jones: ['Mountain Twin', 'Frontier'],
            GNU: ['Headspace'],
          },
        },
        {
          slug: 'powder',
          name: 'Powder Snowboards',
          noun: 'Powder Snowboard',
          retail: [549, 799],
          specs: [['152 cm', '156 cm', '162 cm']],
          models: { Jones: ['Storm Chaser', 'Hovercraft 2.0'], Burton: ['Fish 3D'], Capita: ['Navigator'] },
        },
      ],
    },
    {
      slug: 'bindings',
      name: 'Bindings',
      noun: 'Snowboard Bindings',
      retail: [199, 399],
      glyph: 'binding',
      specs: [['S/M', 'M/L', 'L/XL']],
      models: { Burton: ['Cartel X', 'Step On'], Union: ['Force', 'Atlas'], Nitro: ['Team Pro'] },
    },
    {
      slug: 'boots',
      name: 'Boots',
      noun: 'Snowboard Boots',
      retail: [249, 499],
      glyph: 'boot',
      specs: [['Size 8', 'Size 9', 'Size 10', 'Size 11']],
      models: {
        Burton: ['Photon', 'Ruler', 'Ion'],
        ThirtyTwo: ['Lashed', 'TM-2'],
        Vans: ['Infuse', 'Hi-Standard Pro'],
      },
    },
  ],
};
