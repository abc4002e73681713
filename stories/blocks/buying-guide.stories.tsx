import { buyingGuideBlock } from '../../blocks/buying-guide';
import { BlockStory, WithRoutes } from '../BlockStory';
import { cmsRoutes } from '../cms-api';
import fixture from '../fixtures/blocks/buying-guide.json';
import guide from '../fixtures/cms/buying-guide-golf-drivers.json';

export default { title: 'Blocks / buying-guide' };

const PATH = '/cms/v2/pages/buying_guide/golf-drivers';

const Story = ({ page }: { page?: unknown }) => (
  <WithRoutes routes={cmsRoutes(page === undefined ? {} : { [PATH]: page })}>
    <BlockStory plugin={buyingGuideBlock} fixture={fixture} />
  </WithRoutes>
);

/** Every section of the seeded golf-drivers guide. */
export const Mobile = () => <Story />;
Mobile.meta = { width: 375 };

export const Desktop = () => <Story />;
Desktop.meta = { width: 1280 };

/** Every section hidden by its editor and no models: only the name, summary and FAQ remain. */
export const SectionsHiddenMobile = () => (
  <Story
    page={{
      ...guide,
      fields: {
        ...guide.fields,
        perfect_for: { ...guide.fields.perfect_for, hidden: true },
        key_features: { ...guide.fields.key_features, hidden: true },
        top_competitors: { ...guide.fields.top_competitors, hidden: true },
        timeline: { ...guide.fields.timeline, hidden: true },
        pros_and_cons: { ...guide.fields.pros_and_cons, hidden: true },
        review: { ...guide.fields.review, hidden: true },
      },
      models: { top_competitors: [], popular: [] },
    }}
  />
);
SectionsHiddenMobile.meta = { width: 375 };

/** A very long name, a reviewer without avatar, and models without items (category images). */
export const EdgeCasesDesktop = () => (
  <Story
    page={{
      ...guide,
      fields: {
        ...guide.fields,
        name: 'How to Buy a Used Driver Without Overpaying: Loft, Shaft Flex, Adjustable Hosels and Everything Else Explained',
        review: { ...guide.fields.review, reviewer: { ...guide.fields.review.reviewer, avatar: null } },
      },
      models: {
        ...guide.models,
        popular: guide.models.popular.map((model) => ({
          ...model,
          available_count: 0,
          price_min: null,
          price_max: null,
          primary_image: { edge_url: '/media/categories/golf/clubs/drivers.svg' },
        })),
      },
    }}
  />
);
EdgeCasesDesktop.meta = { width: 1280 };
