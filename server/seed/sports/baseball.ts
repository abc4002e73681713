import type { SportSeed } from './types';

const sizesRHT = ['RHT', 'LHT'];

export const baseball: SportSeed = {
  slug: 'baseball',
  name: 'Baseball',
  color: '#b3261e',
  glyph: 'bat',
  tagline: 'Bats, gloves and catcher’s gear from players who live at the ballpark.',
  advice:
    'Check the certification stamp before you buy a bat: high school and college play need BBCOR, travel ball usually USSSA. A broken-in glove is a gift, so ask the seller how many seasons it has seen and whether it has been relaced.',
  categories: [
    {
      slug: 'bats',
      name: 'Bats',
      children: [
        {
          slug: 'bbcor-bats',
          name: 'BBCOR Bats',
          noun: 'BBCOR Bat',
          retail: [249, 449],
          glyph: 'bat',
          specs: [['31"/28 oz', '32"/29 oz', '33"/30 oz', '34"/31 oz']],
          models: {
            Marucci: ['CATX', 'CATX2 Connect'],
            'Louisville Slugger': ['Meta', 'Atlas', 'Select PWR'],
            Rawlings: ['Icon', 'Velo ACP'],
            Easton: ['Hype Fire', 'ADV 360'],
            Victus: ['Vandal 2', 'NOX 2'],
          },
        },
        {
          slug: 'usssa-bats',
          name: 'USSSA Bats',
          noun: 'USSSA Bat',
          retail: [199, 399],
          glyph: 'bat',
          specs: [
            ['-10', '-8', '-5'],
            ['29"', '30"', '31"'],
          ],
          models: {
            Marucci: ['CATX Connect'],
            Easton: ['Hype Fire', 'Rope'],
            'Louisville Slugger': ['Meta'],
            Victus: ['NOX'],
          },
        },
        {
          slug: 'wood-bats',
          name: 'Wood Bats',
          noun: 'Wood Bat',
          retail: [89, 199],
          glyph: 'bat',
          specs: [
            ['Maple', 'Birch', 'Ash'],
            ['33"', '34"'],
          ],
          models: {
            Marucci: ['AP5 Pro Model', 'Posey28 Pro Model'],
            Victus: ['V-Cut', 'Pro Reserve'],
            'Louisville Slugger': ['MLB Prime C271'],
          },
        },
      ],
    },
    {
      slug: 'gloves',
      name: 'Gloves & Mitts',
      children: [
        {
          slug: 'infield-gloves',
          name: 'Infield Gloves',
          noun: 'Infield Glove',
          retail: [179, 419],
          glyph: 'glove',
          specs: [['11.25"', '11.5"', '11.75"'], sizesRHT],
          models: {
            Rawlings: ['Heart of the Hide', 'Pro Preferred'],
            Wilson: ['A2000', 'A2K'],
            Mizuno: ['Pro Select'],
            Nokona: ['Alpha'],
          },
        },
        {
          slug: 'outfield-gloves',
          name: 'Outfield Gloves',
          noun: 'Outfield Glove',
          retail: [179, 419],
          glyph: 'glove',
          specs: [['12.5"', '12.75"', '13"'], sizesRHT],
          models: { Rawlings: ['Heart of the Hide', 'Pro Preferred'], Wilson: ['A2000'], Mizuno: ['MVP Prime'] },
        },
        {
          slug: 'catchers-mitts',
          name: 'Catcher’s Mitts',
          noun: 'Catcher’s Mitt',
          retail: [199, 449],
          glyph: 'glove',
          specs: [['32.5"', '33.5"', '34"'], sizesRHT],
          models: { Rawlings: ['Heart of the Hide', 'R9'], Wilson: ['A2K', 'A1000'], 'All-Star': ['Pro-Elite'] },
        },
        {
          slug: 'first-base-mitts',
          name: 'First Base Mitts',
          noun: 'First Base Mitt',
          retail: [179, 399],
          glyph: 'glove',
          specs: [['12.5"', '13"'], sizesRHT],
          models: { Rawlings: ['Pro Preferred'], Wilson: ['A2000'], Mizuno: ['Pro Select'] },
        },
      ],
    },
    {
      slug: 'catchers-gear',
      name: 'Catcher’s Gear',
      children: [
        {
          slug: 'catchers-helmets',
          name: 'Catcher’s Helmets',
          noun: 'Catcher’s Helmet',
          retail: [99, 299],
          glyph: 'helmet',
          models: { 'All-Star': ['MVP2500', 'System7 Axis'], Rawlings: ['Mach'], Easton: ['Gametime'] },
        },
        {
          slug: 'chest-protectors',
          name: 'Chest Protectors',
          noun: 'Chest Protector',
          retail: [79, 249],
          glyph: 'pad',
          specs: [['Youth', 'Intermediate', 'Adult']],
          models: { 'All-Star': ['System7 Axis'], Rawlings: ['Velo 2.0'], 'Under Armour': ['Converge'] },
        },
      ],
    },
    {
      slug: 'batting-helmets',
      name: 'Batting Helmets',
      noun: 'Batting Helmet',
      retail: [49, 159],
      glyph: 'helmet',
      specs: [['Youth', 'Adult']],
      models: { Rawlings: ['Mach'], Easton: ['Pro X'], 'Under Armour': ['Converge'] },
    },
    {
      slug: 'cleats',
      name: 'Baseball Cleats',
      noun: 'Baseball Cleats',
      retail: [79, 179],
      glyph: 'shoe',
      specs: [['Size 8', 'Size 9', 'Size 10', 'Size 11', 'Size 12']],
      models: {
        Nike: ['Alpha Huarache Elite 4', 'Force Zoom Trout 9'],
        'New Balance': ['Ohtani 1', 'FuelCell 4040v7'],
        'Under Armour': ['Harper 8'],
        Adidas: ['Adizero Afterburner 9'],
      },
    },
  ],
};
