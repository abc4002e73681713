import { daysBeforeSeedNow } from '../clock';
import { BLOG_BODIES } from './blog-bodies';

export interface BlogPostRow {
  id: number;
  slug: string;
  title: string;
  featured_image: string;
  featured_image_alt: string;
  summary: string;
  body: string;
  tags: { slug: string; name: string }[];
  published_at: string;
}

const tag = (slug: string, name: string) => ({ slug, name });
const TAGS = {
  golf: tag('golf', 'Golf'),
  hockey: tag('hockey', 'Hockey'),
  baseball: tag('baseball', 'Baseball'),
  lacrosse: tag('lacrosse', 'Lacrosse'),
  selling: tag('selling-tips', 'Selling tips'),
  care: tag('gear-care', 'Gear care'),
};

/** [slug, title, sport image, summary, tags, days before the seed's now] */
const POSTS: [string, string, string, string, (typeof TAGS)[keyof typeof TAGS][], number][] = [
  [
    'driver-loft-myths',
    'Five Driver Loft Myths That Cost You Distance',
    'golf',
    'Low loft does not mean long drives. What launch monitors say about loft, spin and carry for everyday golfers.',
    [TAGS.golf],
    3,
  ],
  [
    'used-irons-checklist',
    'The Used Iron Set Checklist',
    'golf',
    'Grooves, grips and shaft labels: the seven things to check before you buy a second-hand set of irons.',
    [TAGS.golf, TAGS.care],
    11,
  ],
  [
    'putter-fitting-at-home',
    'Fit Your Putter at Home in Ten Minutes',
    'golf',
    'Length, lie and toe hang explained with nothing more than a mirror and a coin.',
    [TAGS.golf],
    26,
  ],
  [
    'stick-flex-guide',
    'How to Pick a Hockey Stick Flex',
    'hockey',
    'Half your body weight is the start, not the answer. How cutting, curve and position change the flex you need.',
    [TAGS.hockey],
    5,
  ],
  [
    'skate-sharpening-hollow',
    'Skate Sharpening: Which Hollow Is Right for You?',
    'hockey',
    'A shallow hollow glides, a deep one bites. Here is how to choose for your weight and the ice you play on.',
    [TAGS.hockey, TAGS.care],
    17,
  ],
  [
    'goalie-pad-sizing',
    'Goalie Pad Sizing Without the Guesswork',
    'hockey',
    'Measure ankle to knee, add the thigh rise, and why used pads are the smartest buy in hockey.',
    [TAGS.hockey],
    40,
  ],
  [
    'bbcor-break-in',
    'Do Composite Bats Really Need a Break-In?',
    'baseball',
    'We hit 300 balls with a new composite bat to find out when it reached its sweet spot.',
    [TAGS.baseball, TAGS.care],
    8,
  ],
  [
    'glove-relacing',
    'Relace a Baseball Glove in an Afternoon',
    'baseball',
    'A step-by-step guide to bringing a favourite glove back to life for under $20 in leather lace.',
    [TAGS.baseball, TAGS.care],
    21,
  ],
  [
    'stringing-your-first-head',
    'Stringing Your First Lacrosse Head',
    'lacrosse',
    'Mesh, sidewalls and shooters: a beginner-friendly walkthrough with the mistakes to avoid.',
    [TAGS.lacrosse],
    14,
  ],
  [
    'photos-that-sell',
    'Listing Photos That Sell Gear Faster',
    'golf',
    'Daylight, a plain background and the five angles buyers always ask for.',
    [TAGS.selling],
    2,
  ],
  [
    'pricing-used-gear',
    'How to Price Used Gear to Sell This Week',
    'hockey',
    'Use recent sales, not retail price. How to read the value guide and when to drop your price.',
    [TAGS.selling],
    9,
  ],
];

/** The blog: posts across sports, newest first by publish date, each with an HTML body. */
export function blogPosts(): BlogPostRow[] {
  return POSTS.map(([slug, title, image, summary, tags, days], index) => ({
    id: index + 1,
    slug,
    title,
    featured_image: `/media/tiles/${image}.svg`,
    featured_image_alt: '',
    summary,
    body: BLOG_BODIES[slug]?.trim() ?? `<p>${summary}</p>`,
    tags,
    published_at: daysBeforeSeedNow(days),
  }));
}
