import type { BuyingGuideFields } from '../../../schemas/cms/buying-guide';
import type { Catalogue } from '../catalogue';
import { modelId } from '../content/model-ref';

/** Buying-guide CMS pages: golf drivers (every section) and BBCOR bats (timeline and review hidden). */
export function buyingGuides(catalogue: Catalogue): { slug: string; fields: BuyingGuideFields }[] {
  const drivers = (brand: string, model: string) => ({
    model_id: modelId(catalogue, 'golf/clubs/drivers', brand, model),
  });
  const bats = (brand: string, model: string) => ({
    model_id: modelId(catalogue, 'baseball/bats/bbcor-bats', brand, model),
  });
  return [
    {
      slug: 'golf-drivers',
      fields: {
        name: 'How to Buy a Used Driver',
        simple_description:
          'A two-year-old tour driver costs about half of this season’s model and loses almost nothing off the tee. Here is how to pick the head, loft and shaft that suit your swing.',
        category_id: catalogue.category('golf/clubs/drivers').id,
        perfect_for: {
          title: 'Perfect for',
          description:
            'Golfers with a swing speed between 85 and 105 mph who want more carry and forgiveness without paying launch-day prices.',
        },
        key_features: {
          title: 'What to look for',
          key_features: [
            {
              feature: 'Loft',
              description:
                'Most amateurs hit 10.5° further than 9°. An adjustable hosel lets you add or take away up to 2°.',
            },
            {
              feature: 'Shaft flex',
              description: 'Regular up to about 95 mph, Stiff from 95 to 105 mph, X-Stiff above that.',
            },
            {
              feature: 'Face condition',
              description:
                'Ask for a close photo of the face: sky marks on the crown are cosmetic, cracks on the face are not.',
            },
            {
              feature: 'Head cover and wrench',
              description: 'An adjustable driver without its wrench costs another $25 to set up.',
            },
          ],
        },
        top_competitors: {
          title: 'Top competitors',
          description: 'The drivers athletes compare most often before they buy.',
          model_ids: [
            drivers('Titleist', 'TSR2'),
            drivers('Callaway', 'Paradym'),
            drivers('TaylorMade', 'Qi10'),
            drivers('Ping', 'G430 Max'),
          ],
        },
        timeline: {
          title: 'A short history of the modern driver',
          description: 'Each generation added forgiveness; few added distance.',
          timeline: [
            {
              year: 2020,
              title: 'SIM and the shaped sole',
              content: 'TaylorMade reshapes the sole for aerodynamics; head speed rises a little.',
            },
            {
              year: 2022,
              title: 'Carbon crowns everywhere',
              content: 'Stealth brings a carbon face; Callaway and Ping follow with lighter crowns.',
            },
            {
              year: 2023,
              title: 'High-MOI for everyone',
              content: 'G430 Max and Paradym make 10K-style forgiveness the default.',
            },
            {
              year: 2024,
              title: 'Qi10 and the 10K MOI',
              content: 'The most forgiving heads yet; earlier models drop sharply in resale price.',
            },
          ],
        },
        pros_and_cons: {
          title: 'Buying used: pros and cons',
          pros: [
            { content: 'Save 40–60 % against the current model.' },
            { content: 'Adjustable hosels make a used head easy to fit.' },
            { content: 'Shafts are interchangeable within a brand.' },
          ],
          cons: [
            { content: 'Faces wear: check for cracks and deep marks.' },
            { content: 'Head covers and wrenches often go missing.' },
          ],
        },
        review: {
          content:
            '<p>I hit the <strong>TSR2</strong>, the <strong>Paradym</strong> and the <strong>G430 Max</strong> back to back on a launch monitor. The G430 Max was the straightest on mishits; the TSR2 gave the best feel and sound.</p><p>For most golfers, last season’s high-MOI head is the best value on the market.</p>',
          reviewer: {
            name: 'Dana Whitfield',
            url: 'https://www.pga.com/',
            avatar: '/media/avatars/12.svg',
            bio: 'PGA teaching professional and club fitter for fifteen years.',
          },
          reviews: [
            { name: 'Forgiveness', stars: 4.5 },
            { name: 'Distance', stars: 4 },
            { name: 'Value', stars: 5 },
            { name: 'Feel and sound', stars: 3.5 },
          ],
        },
        faqbuying_guide_sections: [
          {
            fields: {
              title: 'Which loft should I buy?',
              content:
                '<p>Start with <strong>10.5°</strong> unless you already launch the ball high. Lower lofts only help players with fast swings.</p>',
              action_label: 'Shop 10.5° drivers',
              action_url: '/search?q=driver%2010.5',
            },
          },
          {
            fields: {
              title: 'Can I change the shaft?',
              content:
                '<p>Yes. Each brand uses its own adapter tip, so buy a shaft with the adapter for your head.</p>',
            },
          },
          {
            fields: {
              title: 'How do I know the driver is authentic?',
              content:
                '<p>Check the serial number under the hosel and compare the head weight sticker with the brand’s. Every sale on Kitswap is covered by our buyer protection.</p>',
              action_label: 'How buyer protection works',
              action_url: '/shop/golf',
            },
          },
        ],
      },
    },
    {
      slug: 'bbcor-bats',
      fields: {
        name: 'Choosing a BBCOR Bat',
        simple_description:
          'Every BBCOR bat has the same trampoline limit, so the choice comes down to length, weight and feel.',
        category_id: catalogue.category('baseball/bats/bbcor-bats').id,
        perfect_for: {
          title: 'Perfect for',
          description: 'High school and college hitters who need a BBCOR .50 certified bat.',
        },
        key_features: {
          title: 'Key features',
          key_features: [
            {
              feature: 'One-piece or two-piece',
              description: 'One-piece alloy bats give more feedback; two-piece composites dampen sting.',
            },
            { feature: 'Length', description: 'Stand the bat beside your leg: the knob should reach your wrist.' },
          ],
        },
        top_competitors: {
          title: 'Bats hitters compare',
          model_ids: [
            bats('Marucci', 'CATX'),
            bats('Louisville Slugger', 'Meta'),
            bats('Easton', 'Hype Fire'),
            bats('Victus', 'Vandal 2'),
          ],
        },
        timeline: {
          hidden: true,
          title: 'BBCOR through the years',
          timeline: [{ year: 2011, title: 'BBCOR replaces BESR', content: null }],
        },
        pros_and_cons: {
          title: 'Alloy or composite?',
          pros: [{ content: 'Alloy bats are hot out of the wrapper and survive cold days.' }],
          cons: [{ content: 'Composite bats need a break-in of about 150 swings.' }],
        },
        review: { hidden: true, content: null, reviews: [] },
        faqbuying_guide_sections: [
          {
            fields: {
              title: 'Is a used composite bat safe to buy?',
              content:
                '<p>Yes, if the barrel has no cracks or rattles. Ask the seller for a photo of the end cap and the certification stamp.</p>',
              action_label: 'Shop BBCOR bats',
              action_url: '/shop/baseball',
            },
          },
        ],
      },
    },
  ];
}
