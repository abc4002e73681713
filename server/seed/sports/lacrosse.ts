import type { SportSeed } from './types';

const padSizes = [['Small', 'Medium', 'Large']];

export const lacrosse: SportSeed = {
  slug: 'lacrosse',
  name: 'Lacrosse',
  color: '#5b2a86',
  glyph: 'lacrosse',
  tagline: 'Heads, shafts and pads for attack, middies, poles and goalies.',
  advice:
    'Strung heads hold their value: ask which mesh and pocket style the seller used. Shafts are measured by length and material, so check attack (30") versus defense (60") before you buy, and look for dents on metal shafts.',
  categories: [
    {
      slug: 'heads',
      name: 'Heads',
      noun: 'Lacrosse Head',
      retail: [79, 179],
      specs: [['Unstrung', 'Strung']],
      models: {
        STX: ['Stallion 900', 'Hammer 900', 'Surgeon 1000'],
        Warrior: ['Evo QX2', 'Burn XP2'],
        ECD: ['Mirage 2.0', 'Rebel Offense'],
        StringKing: ['Mark 2A', 'Mark 2V'],
      },
    },
    {
      slug: 'shafts',
      name: 'Shafts',
      glyph: 'pole',
      children: [
        {
          slug: 'attack',
          name: 'Attack Shafts',
          noun: 'Attack Shaft',
          retail: [69, 199],
          models: {
            ECD: ['Carbon Pro 2.0'],
            StringKing: ['Metal 3 Pro'],
            Warrior: ['Burn Pro Carbon'],
            STX: ['Surgeon 1000'],
          },
        },
        {
          slug: 'defense',
          name: 'Defense Shafts',
          noun: 'Defense Shaft',
          retail: [79, 219],
          models: { ECD: ['Carbon Pro 2.0'], StringKing: ['Metal 3 Pro'], Warrior: ['Burn Pro Carbon'] },
        },
      ],
    },
    {
      slug: 'complete-sticks',
      name: 'Complete Sticks',
      noun: 'Complete Lacrosse Stick',
      retail: [59, 199],
      specs: [['Attack', 'Midfield', 'Defense']],
      models: { STX: ['Stallion 200', 'Surgeon 700'], Warrior: ['Evo Warp Next'], StringKing: ['Complete 2 Pro'] },
    },
    {
      slug: 'helmets',
      name: 'Helmets',
      noun: 'Lacrosse Helmet',
      retail: [199, 399],
      glyph: 'helmet',
      specs: [['S/M', 'M/L', 'One Size']],
      models: { Cascade: ['S', 'XRS Pro', 'R'], Warrior: ['Burn Pro'], STX: ['Rival'] },
    },
    {
      slug: 'gloves',
      name: 'Gloves',
      noun: 'Lacrosse Gloves',
      retail: [99, 229],
      glyph: 'glove',
      specs: [['12"', '13"', '14"']],
      models: { STX: ['Cell VI', 'Surgeon RZR2'], Warrior: ['Burn Pro'], Maverik: ['M5'] },
    },
    {
      slug: 'pads',
      name: 'Pads',
      glyph: 'pad',
      children: [
        {
          slug: 'shoulder-pads',
          name: 'Shoulder Pads',
          noun: 'Lacrosse Shoulder Pads',
          retail: [79, 199],
          specs: padSizes,
          models: { STX: ['Cell VI', 'Surgeon RZR'], Warrior: ['Burn Pro', 'Evo QX'], Maverik: ['M5'] },
        },
        {
          slug: 'arm-pads',
          name: 'Arm Pads',
          noun: 'Lacrosse Arm Pads',
          retail: [59, 149],
          specs: padSizes,
          models: { STX: ['Cell VI'], Warrior: ['Burn Pro'], Maverik: ['M5'] },
        },
      ],
    },
  ],
};
