import type { SportSeed } from './types';

const frameSizes = [['Small', 'Medium', 'Large', 'X-Large']];
const roadSizes = [['52 cm', '54 cm', '56 cm', '58 cm']];

export const bikes: SportSeed = {
  slug: 'bikes',
  name: 'Bikes',
  color: '#c75000',
  glyph: 'bike',
  tagline: 'Mountain, road and gravel bikes, plus the wheels and helmets to go with them.',
  advice:
    'Frame size first, then components. Ask for the serial number, the mileage or hours on the suspension, and when the drivetrain was last replaced. A recent service receipt is worth asking for on any full-suspension bike.',
  categories: [
    {
      slug: 'mountain',
      name: 'Mountain Bikes',
      glyph: 'bike',
      children: [
        {
          slug: 'trail',
          name: 'Trail Bikes',
          noun: 'Trail Bike',
          retail: [2999, 5999],
          specs: frameSizes,
          models: {
            Specialized: ['Stumpjumper', 'Stumpjumper Evo'],
            Trek: ['Fuel EX 8', 'Fuel EX 9.8'],
            'Santa Cruz': ['Hightower', '5010'],
            Yeti: ['SB140'],
            Giant: ['Trance X 29'],
          },
        },
        {
          slug: 'cross-country',
          name: 'Cross-Country Bikes',
          noun: 'XC Bike',
          retail: [2499, 5499],
          specs: frameSizes,
          models: { Specialized: ['Epic Evo'], Trek: ['Supercaliber'], Scott: ['Spark RC'], Canyon: ['Lux Trail'] },
        },
        {
          slug: 'enduro',
          name: 'Enduro Bikes',
          noun: 'Enduro Bike',
          retail: [3499, 6999],
          specs: frameSizes,
          models: { 'Santa Cruz': ['Megatower'], Yeti: ['SB160'], Specialized: ['Enduro'] },
        },
      ],
    },
    {
      slug: 'road',
      name: 'Road Bikes',
      glyph: 'bike',
      children: [
        {
          slug: 'endurance',
          name: 'Endurance Road Bikes',
          noun: 'Road Bike',
          retail: [1999, 4999],
          specs: roadSizes,
          models: {
            Specialized: ['Roubaix'],
            Trek: ['Domane SL 6'],
            Cannondale: ['Synapse Carbon'],
            Giant: ['Defy Advanced'],
            Canyon: ['Endurace CF'],
          },
        },
        {
          slug: 'race',
          name: 'Race Road Bikes',
          noun: 'Race Bike',
          retail: [2999, 7999],
          specs: roadSizes,
          models: {
            Specialized: ['Tarmac SL7', 'Tarmac SL8'],
            Trek: ['Madone SL 7', 'Emonda SL 6'],
            Cannondale: ['SuperSix Evo'],
          },
        },
      ],
    },
    {
      slug: 'gravel',
      name: 'Gravel Bikes',
      noun: 'Gravel Bike',
      retail: [1799, 3999],
      glyph: 'bike',
      specs: roadSizes,
      models: { Specialized: ['Diverge'], Trek: ['Checkpoint SL 5'], Canyon: ['Grizl'], Salsa: ['Warbird'] },
    },
    {
      slug: 'wheels',
      name: 'Wheels',
      noun: 'Wheelset',
      retail: [599, 1999],
      glyph: 'wheel',
      specs: [['700c', '29"', '27.5"']],
      models: { Zipp: ['303 Firecrest'], 'DT Swiss': ['XM 1700'], ENVE: ['SES 3.4'] },
    },
    {
      slug: 'helmets',
      name: 'Bike Helmets',
      noun: 'Bike Helmet',
      retail: [99, 299],
      glyph: 'helmet',
      specs: [['Small', 'Medium', 'Large']],
      models: {
        Giro: ['Aether Spherical'],
        POC: ['Ventral Air MIPS'],
        Specialized: ['Prevail 3'],
        Smith: ['Mainline'],
      },
    },
  ],
};
