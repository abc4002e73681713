import type { LanderExtras, SuperlativeTooltip } from '../../../schemas/cms/cms';
import type { LanderRow } from '../content/types';

export interface CollectionItemRow {
  id: number;
  collection: string;
  position: number;
  fields: LanderExtras | SuperlativeTooltip;
}

/** Superlative labels with the tooltip that explains each (read by superlative_label). */
const TOOLTIPS: SuperlativeTooltip[] = [
  {
    superlative_label: 'Best Value',
    description: 'The lowest price for this model in this condition among items listed in the last 30 days.',
  },
  {
    superlative_label: 'Most Popular',
    description: 'Favourited by more athletes than any other listing of this model this week.',
  },
  { superlative_label: 'Great Price', description: 'Priced below the median of this model’s recent sales.' },
  {
    superlative_label: 'Like New',
    description: 'The seller says it has been used a few times at most, with no visible wear.',
  },
  { superlative_label: 'Fast Shipper', description: 'This seller ships within one business day on average.' },
  {
    superlative_label: 'Top Seller',
    description: 'A seller with 98 % positive feedback or more over their last 50 sales.',
  },
];

/** Extra copy for sport landers, keyed by lander slug: how to buy in that sport, as FAQ sections. */
const EXTRAS: Record<string, Omit<LanderExtras, 'slug'>> = {
  golf: {
    title: 'Golf gear questions',
    intro:
      '<p>Used clubs are the easiest way into a better bag. Every listing shows the real item, photographed by its seller.</p>',
    sections: [
      {
        title: 'What condition grades mean',
        content:
          '<p><strong>Like new</strong>: a few rounds at most. <strong>Good</strong>: normal wear on the sole and face. <strong>Fair</strong>: heavy wear that does not affect play.</p>',
      },
      {
        title: 'Will a used shaft fit my swing?',
        content: '<p>Match the flex to your swing speed: regular up to 95 mph, stiff up to 105 mph.</p>',
        action_label: 'Read the driver guide',
        action_url: '/shop/golf/clubs/drivers',
      },
      {
        title: 'Can I return clubs?',
        content:
          '<p>If an item is not as described, open a claim within 3 days of delivery and we will make it right.</p>',
      },
    ],
  },
  hockey: {
    title: 'Hockey gear questions',
    intro: '<p>Hockey players outgrow gear long before it wears out. Here is how to buy it with confidence.</p>',
    sections: [
      {
        title: 'How do I choose a stick flex?',
        content: '<p>Start at about half your body weight in pounds, then go lower if you cut the stick down.</p>',
      },
      {
        title: 'Are used skates a good idea?',
        content: '<p>Yes, when the fit is right. Check the size and width, and ask whether they have been baked.</p>',
        action_label: 'Shop player skates',
        action_url: '/shop/hockey',
      },
    ],
  },
  baseball: {
    title: 'Baseball gear questions',
    sections: [
      {
        title: 'Which bat certification do I need?',
        content:
          '<p>High school and college play need <strong>BBCOR .50</strong>; youth leagues use USA or USSSA stamps.</p>',
        action_label: 'Read the BBCOR guide',
        action_url: '/shop/baseball/bats/bbcor-bats',
      },
      {
        title: 'How do I break in a used glove?',
        content: '<p>A broken-in glove is a bonus. Oil it lightly and store it with a ball in the pocket.</p>',
      },
    ],
  },
  'golf/clubs/drivers': {
    title: 'Driver questions, answered',
    sections: [
      {
        title: 'Is an older driver much shorter?',
        content:
          '<p>Launch-monitor tests put most drivers from the last five years within a few yards of each other.</p>',
      },
      {
        title: 'What does “adjustable” change?',
        content: '<p>The hosel sleeve changes loft by up to 2° and the face angle with it.</p>',
      },
    ],
  },
  lacrosse: {
    title: 'Lacrosse gear questions',
    sections: [
      {
        title: 'Strung or unstrung heads?',
        content: '<p>Strung heads are ready to play; unstrung heads let you choose your own mesh and pocket.</p>',
      },
      {
        title: 'Is the head legal for my league?',
        content: '<p>Check the head’s NFHS or NCAA stamp on the throat.</p>',
      },
    ],
  },
};

/** The collections category_landers_extras ('lander-{id}') and superlative_tooltips. */
export function collectionItems(landers: LanderRow[]): CollectionItemRow[] {
  const extras = landers.flatMap((lander) => {
    const fields = EXTRAS[lander.slug];
    return fields ? [{ slug: `lander-${lander.id}`, ...fields }] : [];
  });
  const rows = [
    ...extras.map((fields, position) => ({ collection: 'category_landers_extras', position, fields })),
    ...TOOLTIPS.map((fields, position) => ({ collection: 'superlative_tooltips', position, fields })),
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}
