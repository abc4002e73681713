import type { ReactNode } from 'react';
import { z } from 'zod';
import { groupUnlimited2ColumnTitleImageBlock } from '../../blocks/tile-group';
import { EngineProvider, useEngine } from '../../engine';
import { offlineApi } from '../../engine/testing';
import { guideModelSchema } from '../../schemas/cms/buying-guide';
import { modelDescriptionPageSchema } from '../../schemas/cms/cms';
import { BlockStory } from '../BlockStory';
import description from '../fixtures/cms/model-description-tsr2.json';
import models from '../fixtures/models/golf-drivers-popular.json';

export default { title: 'Blocks / tile-group display types' };

/** GET /v1/models and the 'model-76' CMS page answered from fixtures dumped from the seeded server. */
function WithModelData({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const answers: Record<string, unknown> = {
    '/v1/models': z.array(guideModelSchema).parse(models),
    [`/cms/v2/pages/model_description/${description.slug}`]: modelDescriptionPageSchema.parse(description),
  };
  const api = offlineApi((request) => {
    const data = answers[new URL(request.url).pathname];
    return data === undefined
      ? Response.json({ errors: [{ message: 'Not found', code: 'not_found' }] }, { status: 404 })
      : Response.json({ data });
  });
  return <EngineProvider value={{ ...engine, api }}>{children}</EngineProvider>;
}

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
  <WithModelData>
    <BlockStory plugin={groupUnlimited2ColumnTitleImageBlock} fixture={fixture} />
  </WithModelData>
);

export const PopularModelsAndDescriptionMobile = () => <Story />;
PopularModelsAndDescriptionMobile.meta = { width: 375 };

export const PopularModelsAndDescriptionDesktop = () => <Story />;
PopularModelsAndDescriptionDesktop.meta = { width: 1280 };
