import type { SportSeed } from './types';

export const skiing: SportSeed = {
  slug: 'skiing',
  name: 'Skiing',
  color: '#0a6aa1',
  glyph: 'ski',
  tagline: 'Skis, boots and bindings for groomers, trees and powder days.',
  advice:
    'Boots first: a ski is only as good as the boot driving it, and the mondo size and flex matter more than the brand. Bindings must be indemnified and adjusted to your boot sole length by a shop before you ride.',
  categories: [
    {
      slug: 'skis',
      name: 'Skis',
      glyph: 'ski',
      children: [
        {
          slug: 'all-mountain',
          name: 'All-Mountain Skis',
          noun: 'All-Mountain Skis',
          retail: [499, 899],
          specs: [['164 cm', '172 cm', '180 cm', '186 cm']],
          models: {
            Rossignol: ['Experience 86', 'Sender 94 Ti'],
            Atomic: ['Maverick 88 Ti', 'Bent 90'],
            Salomon: ['Stance 96', 'QST 98'],
            Volkl: ['Mantra M6', 'Kendo 88'],
            Nordica: ['Enforcer 94'],
          },
        },
        {
          slug: 'powder',
          name: 'Powder Skis',
          noun: 'Powder Skis',
          retail: [599, 999],
          specs: [['176 cm', '184 cm', '190 cm']],
          models: { Atomic: ['Bent 110'], 'Black Crows': ['Atris'], Volkl: ['Blaze 106'], Salomon: ['QST 106'] },
        },
      ],
    },
    {
      slug: 'boots',
      name: 'Ski Boots',
      noun: 'Ski Boots',
      retail: [399, 899],
      glyph: 'boot',
      specs: [
        ['Mondo 26.5', 'Mondo 27.5', 'Mondo 28.5'],
        ['100 Flex', '120 Flex', '130 Flex'],
      ],
      models: {
        Lange: ['RX 120', 'Shadow 130'],
        Salomon: ['S/Pro Alpha 120'],
        Atomic: ['Hawx Ultra 130'],
        Tecnica: ['Mach1 MV 120'],
      },
    },
    {
      slug: 'bindings',
      name: 'Bindings',
      noun: 'Ski Bindings',
      retail: [199, 449],
      glyph: 'binding',
      models: { Marker: ['Griffon 13', 'Jester 16'], Look: ['Pivot 15'], Salomon: ['Strive 14'] },
    },
    {
      slug: 'poles',
      name: 'Poles',
      noun: 'Ski Poles',
      retail: [49, 149],
      glyph: 'pole',
      specs: [['44"', '48"', '52"']],
      models: { Leki: ['Detect S'], 'Black Diamond': ['Traverse'] },
    },
    {
      slug: 'helmets',
      name: 'Helmets',
      noun: 'Ski Helmet',
      retail: [99, 299],
      glyph: 'helmet',
      specs: [['Small', 'Medium', 'Large']],
      models: { Smith: ['Vantage MIPS', 'Level MIPS'], Giro: ['Range MIPS'], POC: ['Obex MIPS'] },
    },
    {
      slug: 'goggles',
      name: 'Goggles',
      noun: 'Ski Goggles',
      retail: [99, 299],
      glyph: 'goggles',
      models: { Smith: ['4D MAG', 'I/O MAG'], Oakley: ['Flight Deck M', 'Line Miner'], Giro: ['Contour'] },
    },
  ],
};
