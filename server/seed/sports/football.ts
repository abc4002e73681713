import type { SportSeed } from './types';

export const football: SportSeed = {
  slug: 'football',
  name: 'Football',
  color: '#6b3e1f',
  glyph: 'football',
  tagline: 'Helmets, pads, cleats and gloves for Friday nights and Saturday mornings.',
  advice:
    'Helmets need a current reconditioning sticker before they go back on the field, so check the date. Shoulder pads are sized by chest and position: linemen want more coverage, skill players want more mobility.',
  categories: [
    {
      slug: 'helmets',
      name: 'Helmets',
      noun: 'Football Helmet',
      retail: [249, 499],
      glyph: 'helmet',
      specs: [['Medium', 'Large', 'X-Large']],
      models: {
        Riddell: ['SpeedFlex', 'Axiom'],
        Schutt: ['F7 VTD', 'Vengeance Pro LTD'],
        Vicis: ['Zero2'],
        Xenith: ['Shadow XR'],
      },
    },
    {
      slug: 'shoulder-pads',
      name: 'Shoulder Pads',
      noun: 'Football Shoulder Pads',
      retail: [149, 349],
      glyph: 'pad',
      specs: [['Medium', 'Large', 'X-Large']],
      models: { Riddell: ['Power SPX'], Schutt: ['AiR Maxx Flex'], Xenith: ['Element Hybrid'] },
    },
    {
      slug: 'cleats',
      name: 'Cleats',
      noun: 'Football Cleats',
      retail: [89, 199],
      glyph: 'shoe',
      specs: [['Size 9', 'Size 10', 'Size 11', 'Size 12', 'Size 13']],
      models: {
        Nike: ['Vapor Edge Pro 360', 'Alpha Menace Pro 3'],
        Adidas: ['Adizero Electric'],
        'Under Armour': ['Spotlight Clone'],
      },
    },
    {
      slug: 'gloves',
      name: 'Gloves',
      glyph: 'glove',
      children: [
        {
          slug: 'receiver',
          name: 'Receiver Gloves',
          noun: 'Receiver Gloves',
          retail: [39, 79],
          specs: [['Medium', 'Large', 'X-Large']],
          models: { Nike: ['Vapor Jet 8.0', 'Superbad 7.0'], Cutters: ['Rev Pro 5.0'], Adidas: ['Adizero 13'] },
        },
        {
          slug: 'lineman',
          name: 'Lineman Gloves',
          noun: 'Lineman Gloves',
          retail: [39, 69],
          specs: [['Large', 'X-Large', '2X-Large']],
          models: { Nike: ['D-Tack 7.0'], Battle: ['Big Man'], Cutters: ['Force 5.0'] },
        },
      ],
    },
    {
      slug: 'balls',
      name: 'Footballs',
      noun: 'Football',
      retail: [29, 129],
      glyph: 'football',
      specs: [['Official', 'Youth']],
      models: { Wilson: ['The Duke', 'GST'], Nike: ['Vapor 24'] },
    },
  ],
};
