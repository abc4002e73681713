import type { SportSeed } from './types';

const flex = ['Regular', 'Stiff', 'X-Stiff'];

export const golf: SportSeed = {
  slug: 'golf',
  name: 'Golf',
  color: '#1f6f43',
  glyph: 'club',
  tagline: 'Tour-grade clubs at a fraction of the price, from golfers who upgraded.',
  advice:
    'Loft, flex and shaft matter more than the year on the sole plate. Compare the shaft flex with your swing speed, ask for a photo of the face and grip, and remember that last season’s driver is often this season’s bargain.',
  categories: [
    {
      slug: 'clubs',
      name: 'Clubs',
      glyph: 'club',
      children: [
        {
          slug: 'drivers',
          name: 'Drivers',
          noun: 'Driver',
          retail: [299, 599],
          specs: [['9°', '10.5°', '12°'], flex],
          models: {
            Titleist: ['TSR2', 'TSR3', 'TSi2'],
            Callaway: ['Paradym', 'Rogue ST Max', 'Ai Smoke'],
            TaylorMade: ['Stealth 2', 'Qi10', 'SIM2 Max'],
            Ping: ['G430 Max', 'G425 LST'],
            Cobra: ['Darkspeed'],
          },
        },
        {
          slug: 'fairway-woods',
          name: 'Fairway Woods',
          noun: 'Fairway Wood',
          retail: [199, 399],
          specs: [['3 Wood 15°', '5 Wood 18°'], flex],
          models: {
            Titleist: ['TSR2'],
            Callaway: ['Paradym', 'Rogue ST Max'],
            TaylorMade: ['Stealth 2', 'Qi10'],
            Ping: ['G430 Max'],
          },
        },
        {
          slug: 'hybrids',
          name: 'Hybrids',
          noun: 'Hybrid',
          retail: [179, 329],
          specs: [['3H 19°', '4H 22°', '5H 25°'], flex],
          models: { Titleist: ['TSR2'], Callaway: ['Apex'], TaylorMade: ['Stealth 2 Rescue'], Ping: ['G430'] },
        },
        {
          slug: 'irons',
          name: 'Iron Sets',
          noun: 'Iron Set',
          retail: [699, 1599],
          specs: [
            ['4-PW', '5-PW', '5-GW'],
            ['Steel Regular', 'Steel Stiff', 'Graphite Regular'],
          ],
          models: {
            Titleist: ['T100', 'T200', 'T350'],
            Callaway: ['Apex Pro', 'Paradym Ai Smoke'],
            TaylorMade: ['P790', 'P770'],
            Mizuno: ['JPX 923 Hot Metal', 'Pro 225'],
            Ping: ['i230', 'G430'],
          },
        },
        {
          slug: 'wedges',
          name: 'Wedges',
          noun: 'Wedge',
          retail: [129, 199],
          specs: [['52°', '56°', '60°']],
          models: {
            Titleist: ['Vokey SM10', 'Vokey SM9'],
            Callaway: ['Jaws Raw', 'Opus'],
            Cleveland: ['RTX 6 ZipCore', 'CBX 4'],
            TaylorMade: ['MG4'],
          },
        },
        {
          slug: 'putters',
          name: 'Putters',
          noun: 'Putter',
          retail: [199, 499],
          specs: [['33"', '34"', '35"']],
          models: {
            'Scotty Cameron': ['Special Select Newport 2', 'Phantom 11'],
            Odyssey: ['White Hot OG #7', 'Ai-One Rossie'],
            Ping: ['PLD Anser', 'Tyne 4'],
            TaylorMade: ['Spider Tour X'],
          },
        },
      ],
    },
    {
      slug: 'bags',
      name: 'Golf Bags',
      glyph: 'bag',
      children: [
        {
          slug: 'stand-bags',
          name: 'Stand Bags',
          noun: 'Stand Bag',
          retail: [199, 329],
          models: { Titleist: ['Players 4', 'Hybrid 14'], Ping: ['Hoofer 14'], Sun: ['Mountain 2.5+'] },
        },
        {
          slug: 'cart-bags',
          name: 'Cart Bags',
          noun: 'Cart Bag',
          retail: [229, 399],
          models: { Titleist: ['Cart 14'], Callaway: ['Org 14'], TaylorMade: ['Cart Lite'] },
        },
      ],
    },
    {
      slug: 'balls',
      name: 'Golf Balls',
      noun: 'Golf Balls',
      retail: [29, 59],
      glyph: 'ball',
      specs: [['1 dozen', '2 dozen', '3 dozen']],
      models: {
        Titleist: ['Pro V1', 'Pro V1x', 'AVX'],
        Callaway: ['Chrome Soft', 'Chrome Tour'],
        TaylorMade: ['TP5', 'TP5x'],
        Bridgestone: ['Tour B XS'],
      },
    },
    {
      slug: 'shoes',
      name: 'Golf Shoes',
      noun: 'Golf Shoes',
      retail: [129, 249],
      glyph: 'shoe',
      specs: [['Size 8', 'Size 9', 'Size 10', 'Size 11', 'Size 12']],
      models: { FootJoy: ['Premiere Series', 'Pro|SL'], Ecco: ['Biom H4'], Adidas: ['Tour360 24'] },
    },
    {
      slug: 'rangefinders',
      name: 'Rangefinders',
      noun: 'Rangefinder',
      retail: [199, 549],
      glyph: 'rangefinder',
      models: { Bushnell: ['Pro X3', 'Tour V6 Shift'], Garmin: ['Approach Z82'], Nikon: ['Coolshot Pro II'] },
    },
  ],
};
