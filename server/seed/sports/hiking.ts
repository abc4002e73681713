import type { SportSeed } from './types';

export const hiking: SportSeed = {
  slug: 'hiking',
  name: 'Hiking',
  color: '#4d6b2a',
  glyph: 'tent',
  tagline: 'Packs, tents and boots that still have plenty of miles in them.',
  advice:
    'Pack fit comes from torso length, not height, so check the size against your back. For tents, ask the seller to pitch it for photos and confirm every pole, stake and guyline is in the bag.',
  categories: [
    {
      slug: 'backpacks',
      name: 'Backpacks',
      glyph: 'pack',
      children: [
        {
          slug: 'daypacks',
          name: 'Daypacks',
          noun: 'Daypack',
          retail: [99, 199],
          models: {
            Osprey: ['Talon 22', 'Stratos 24'],
            Gregory: ['Miwok 24'],
            'The North Face': ['Borealis'],
            Patagonia: ['Black Hole 25L'],
          },
        },
        {
          slug: 'backpacking',
          name: 'Backpacking Packs',
          noun: 'Backpacking Pack',
          retail: [249, 399],
          specs: [['S/M', 'M/L']],
          models: {
            Osprey: ['Atmos AG 65', 'Exos 58', 'Aether 65'],
            Gregory: ['Baltoro 75', 'Focal 48'],
            'Hyperlite Mountain Gear': ['Southwest 55'],
          },
        },
      ],
    },
    {
      slug: 'tents',
      name: 'Tents',
      noun: 'Tent',
      retail: [299, 699],
      glyph: 'tent',
      models: {
        'Big Agnes': ['Copper Spur HV UL2', 'Tiger Wall UL2'],
        MSR: ['Hubba Hubba NX 2'],
        Nemo: ['Dagger OSMO 2P'],
        Zpacks: ['Duplex'],
      },
    },
    {
      slug: 'boots',
      name: 'Hiking Boots',
      noun: 'Hiking Boots',
      retail: [149, 279],
      glyph: 'boot',
      specs: [['Size 8', 'Size 9', 'Size 10', 'Size 11', 'Women’s 7', 'Women’s 8']],
      models: {
        Salomon: ['X Ultra 4 Mid GTX', 'Quest 4 GTX'],
        Merrell: ['Moab 3 Mid', 'Moab Speed'],
        'La Sportiva': ['Nucleo High II GTX'],
        Lowa: ['Renegade GTX Mid'],
      },
    },
    {
      slug: 'trekking-poles',
      name: 'Trekking Poles',
      noun: 'Trekking Poles',
      retail: [79, 199],
      glyph: 'pole',
      models: { 'Black Diamond': ['Trail Ergo Cork', 'Distance Carbon Z'], Leki: ['Makalu FX Carbon'] },
    },
    {
      slug: 'sleeping-bags',
      name: 'Sleeping Bags',
      noun: 'Sleeping Bag',
      retail: [199, 599],
      glyph: 'bag',
      specs: [['Regular', 'Long']],
      models: {
        'Western Mountaineering': ['UltraLite'],
        'Sea to Summit': ['Spark 28'],
        'The North Face': ['Cat’s Meow'],
        Nemo: ['Disco 15'],
      },
    },
  ],
};
