import type { SportSeed } from './types';

const sizes = [['Size 7', 'Size 8', 'Size 9', 'Size 10', 'Size 11']];

export const soccer: SportSeed = {
  slug: 'soccer',
  name: 'Soccer',
  color: '#00796b',
  glyph: 'ball',
  tagline: 'Cleats, keeper gloves and match balls for every surface.',
  advice:
    'Match the soleplate to the surface: firm-ground studs on grass, artificial-ground studs on turf and flat soles indoors. Keeper gloves wear at the palm, so ask for a photo of the latex before you buy.',
  categories: [
    {
      slug: 'cleats',
      name: 'Cleats',
      glyph: 'shoe',
      children: [
        {
          slug: 'firm-ground',
          name: 'Firm Ground Cleats',
          noun: 'FG Cleats',
          retail: [89, 289],
          specs: sizes,
          models: {
            Nike: ['Mercurial Superfly 9', 'Phantom GX 2', 'Tiempo Legend 10'],
            Adidas: ['Predator Elite', 'X Crazyfast', 'Copa Pure 2'],
            Puma: ['Future 7 Ultimate', 'Ultra Ultimate'],
            'New Balance': ['Furon v7'],
          },
        },
        {
          slug: 'artificial-ground',
          name: 'Artificial Ground Cleats',
          noun: 'AG Cleats',
          retail: [89, 279],
          specs: sizes,
          models: {
            Nike: ['Mercurial Vapor 15', 'Phantom GX 2'],
            Adidas: ['Predator Elite', 'Copa Pure 2'],
            Puma: ['Future 7 Pro'],
          },
        },
        {
          slug: 'indoor',
          name: 'Indoor Shoes',
          noun: 'Indoor Soccer Shoes',
          retail: [69, 149],
          specs: sizes,
          models: { Nike: ['Mercurial Vapor 15 Academy IC', 'Tiempo Legend 10 IC'], Adidas: ['Predator League IN'] },
        },
      ],
    },
    {
      slug: 'balls',
      name: 'Balls',
      noun: 'Soccer Ball',
      retail: [29, 169],
      glyph: 'ball',
      specs: [['Size 4', 'Size 5']],
      models: { Adidas: ['Champions League Pro', 'Tiro Pro'], Nike: ['Flight'], Select: ['Numero 10'] },
    },
    {
      slug: 'goalkeeper-gloves',
      name: 'Goalkeeper Gloves',
      noun: 'Goalkeeper Gloves',
      retail: [49, 169],
      glyph: 'glove',
      specs: [['Size 8', 'Size 9', 'Size 10']],
      models: {
        Adidas: ['Predator Pro'],
        Nike: ['Mercurial Touch Elite'],
        Puma: ['Ultra Ultimate'],
        Reusch: ['Attrakt Gold X'],
      },
    },
    {
      slug: 'shin-guards',
      name: 'Shin Guards',
      noun: 'Shin Guards',
      retail: [19, 79],
      glyph: 'pad',
      specs: [['Small', 'Medium', 'Large']],
      models: { Nike: ['Mercurial Lite'], Adidas: ['Tiro Club'], Puma: ['Ultra Light'] },
    },
  ],
};
