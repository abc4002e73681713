import { groupUnlimited2ColumnTitleImageBlock } from '../../blocks/tile-group';
import { BlockStory, WithRoutes } from '../BlockStory';
import { cmsRoutes } from '../cms-api';
import models from '../fixtures/models/golf-drivers-popular.json';

export default { title: 'Blocks / tile-group display types' };

/** GET /v1/models and the TSR2's CMS description answered from fixtures dumped from the seeded server. */
const routes = { ...cmsRoutes(), 'GET /v1/models': { data: models } };

/** A model lander's group: the model's CMS description, the drivers compared with it, two category rows. */
const fixture = {
  id: 2201,
  layout: 'group-unlimited-2-column-title-image',
  title: 'About the TSR2',
  query: { category_id: 25, model_id: 76 },
  tiles: [
    { id: 22011, display_type: 'model_description' },
    {
      id: 22012,
      title: 'Drivers athletes compare',
      display_type: 'popular_models',
      destination: '/shop/golf/clubs/drivers',
      versions: [{ platform: 'web', button_text: 'All drivers' }],
    },
    {
      id: 22013,
      title: 'Fairway woods',
      subtitle: 'The club after the driver',
      destination: '/shop/golf/clubs/fairway-woods',
      background_image_url: '/media/categories/golf/clubs/fairway-woods.svg',
    },
    {
      id: 22014,
      title: 'Hybrids',
      subtitle: 'Easier than a long iron',
      destination: '/shop/golf/clubs/hybrids',
      background_image_url: '/media/categories/golf/clubs/hybrids.svg',
    },
  ],
};

const Story = () => (
  <WithRoutes routes={routes}>
    <BlockStory plugin={groupUnlimited2ColumnTitleImageBlock} fixture={fixture} />
  </WithRoutes>
);

export const PopularModelsAndDescriptionMobile = () => <Story />;
PopularModelsAndDescriptionMobile.meta = { width: 375 };

export const PopularModelsAndDescriptionDesktop = () => <Story />;
PopularModelsAndDescriptionDesktop.meta = { width: 1280 };
