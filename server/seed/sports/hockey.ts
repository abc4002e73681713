import type { SportSeed } from './types';

const stickSpecs = [
  ['P92', 'P28', 'P88'],
  ['Left', 'Right'],
];
const stickModels = {
  Bauer: ['Vapor Hyperlite 2', 'Nexus Sync', 'Supreme Mach'],
  CCM: ['Jetspeed FT6 Pro', 'Ribcor Trigger 8', 'Tacks AS-VI'],
  Warrior: ['Covert QR6', 'Alpha LX2'],
  True: ['Catalyst 9X'],
};
const padSizes = [['Small', 'Medium', 'Large']];

export const hockey: SportSeed = {
  slug: 'hockey',
  name: 'Hockey',
  color: '#0b4f9c',
  glyph: 'stick',
  tagline: 'Sticks, skates and protective from players who moved up a size or a level.',
  advice:
    'A stick’s flex should be about half your body weight in pounds, and cutting it down stiffens it. For skates, fit beats model year: check the size and width (D, EE, Fit 1–3), and ask whether they have been baked or sharpened recently.',
  categories: [
    {
      slug: 'sticks',
      name: 'Sticks',
      glyph: 'stick',
      children: [
        {
          slug: 'senior',
          name: 'Senior Sticks',
          noun: 'Senior Hockey Stick',
          retail: [199, 349],
          specs: [...stickSpecs, ['77 Flex', '87 Flex', '95 Flex']],
          models: stickModels,
        },
        {
          slug: 'intermediate',
          name: 'Intermediate Sticks',
          noun: 'Intermediate Hockey Stick',
          retail: [149, 249],
          specs: [...stickSpecs, ['55 Flex', '65 Flex']],
          models: stickModels,
        },
        {
          slug: 'junior',
          name: 'Junior Sticks',
          noun: 'Junior Hockey Stick',
          retail: [79, 159],
          specs: [...stickSpecs, ['30 Flex', '40 Flex', '50 Flex']],
          models: stickModels,
        },
      ],
    },
    {
      slug: 'skates',
      name: 'Skates',
      glyph: 'skate',
      children: [
        {
          slug: 'player',
          name: 'Player Skates',
          noun: 'Hockey Skates',
          retail: [299, 999],
          specs: [['Size 7 D', 'Size 8 EE', 'Size 9 Fit 2', 'Size 10 D']],
          models: {
            Bauer: ['Vapor Hyperlite', 'Supreme M5 Pro', 'Supreme Mach'],
            CCM: ['Jetspeed FT6 Pro', 'Tacks AS-V'],
            True: ['Catalyst 9'],
          },
        },
        {
          slug: 'goalie',
          name: 'Goalie Skates',
          noun: 'Goalie Skates',
          retail: [399, 999],
          specs: [['Size 8 D', 'Size 9 EE', 'Size 10 D']],
          models: { Bauer: ['Supreme M5 Pro', 'Vapor Hyperlite'], CCM: ['Axis XF', 'Eflex 6'] },
        },
      ],
    },
    {
      slug: 'helmets',
      name: 'Helmets',
      noun: 'Hockey Helmet',
      retail: [99, 399],
      glyph: 'helmet',
      specs: padSizes,
      models: { Bauer: ['Re-Akt 150', 'Re-Akt 85'], CCM: ['Tacks 720', 'Super Tacks X'], Warrior: ['Covert PX2'] },
    },
    {
      slug: 'gloves',
      name: 'Gloves',
      noun: 'Hockey Gloves',
      retail: [79, 229],
      glyph: 'glove',
      specs: [['12"', '13"', '14"']],
      models: { Bauer: ['Vapor 3X', 'Supreme Mach'], CCM: ['Jetspeed FT6', 'Tacks AS-V'], Warrior: ['Alpha LX2'] },
    },
    {
      slug: 'protective',
      name: 'Protective',
      glyph: 'pad',
      children: [
        {
          slug: 'shoulder-pads',
          name: 'Shoulder Pads',
          noun: 'Shoulder Pads',
          retail: [79, 249],
          specs: padSizes,
          models: { Bauer: ['Vapor 3X', 'Supreme Mach'], CCM: ['Jetspeed FT6', 'Tacks AS-V'], Warrior: ['Alpha LX2'] },
        },
        {
          slug: 'elbow-pads',
          name: 'Elbow Pads',
          noun: 'Elbow Pads',
          retail: [49, 149],
          specs: padSizes,
          models: { Bauer: ['Vapor 3X'], CCM: ['Tacks AS-V'], Warrior: ['Covert QR6'] },
        },
        {
          slug: 'shin-guards',
          name: 'Shin Guards',
          noun: 'Shin Guards',
          retail: [59, 179],
          specs: [['13"', '14"', '15"', '16"']],
          models: { Bauer: ['Supreme Mach', 'Vapor 3X'], CCM: ['Jetspeed FT6'], Warrior: ['Alpha LX2'] },
        },
      ],
    },
    {
      slug: 'goalie',
      name: 'Goalie Gear',
      glyph: 'pad',
      children: [
        {
          slug: 'leg-pads',
          name: 'Goalie Leg Pads',
          noun: 'Goalie Leg Pads',
          retail: [599, 1699],
          specs: [['33+1', '34+1', '35+2']],
          models: {
            Bauer: ['Supreme Mach', 'Vapor Hyperlite'],
            CCM: ['Axis XF', 'Eflex 6'],
            'Brian’s': ['Optik 3'],
            Vaughn: ['Ventus SLR3'],
          },
        },
        {
          slug: 'gloves',
          name: 'Goalie Gloves',
          noun: 'Goalie Catcher',
          retail: [299, 699],
          glyph: 'glove',
          specs: [['Regular', 'Full Right']],
          models: { Bauer: ['Supreme Mach'], CCM: ['Axis XF'], Vaughn: ['Ventus SLR3'] },
        },
      ],
    },
  ],
};
