import type { z } from 'zod';
import type { modelDescriptionFieldsSchema } from '../../../schemas/cms/cms';
import type { Catalogue } from '../catalogue';
import { modelId } from '../content/model-ref';

type Fields = z.infer<typeof modelDescriptionFieldsSchema>;

export interface CmsPageRow {
  page_type: string;
  slug: string;
  fields: unknown;
  draft_fields: unknown;
  updated_at: string;
}

/** [category slug, brand, model, headline, description HTML, draft headline (preview only) or null] */
const DESCRIPTIONS: [string, string, string, string, string, string | null][] = [
  [
    'golf/clubs/drivers',
    'Titleist',
    'TSR2',
    'Fast, forgiving and easy to launch',
    '<p>The <strong>TSR2</strong> is Titleist’s all-round driver: a 460 cc head with a low, deep centre of gravity and a refined SureFit hosel with 16 loft and lie settings.</p>',
    'Titleist’s most popular driver, now for less',
  ],
  [
    'golf/clubs/drivers',
    'Ping',
    'G430 Max',
    'The straightest driver Ping has made',
    '<p>A 26-gram movable weight and a thinner face make the <strong>G430 Max</strong> the forgiving choice for golfers who miss off the toe and heel.</p>',
    null,
  ],
  [
    'golf/clubs/drivers',
    'Callaway',
    'Paradym',
    'Carbon chassis, tour speed',
    '<p>Callaway’s <strong>Paradym</strong> uses a 360° carbon chassis to save weight for a larger, faster face.</p>',
    null,
  ],
  [
    'hockey/sticks/senior',
    'Bauer',
    'Vapor Hyperlite 2',
    'Quick release for snipers',
    '<p>A low kick point and a light 370 g build: the <strong>Vapor Hyperlite 2</strong> loads fast for wrist shots in tight spaces.</p>',
    null,
  ],
  [
    'baseball/bats/bbcor-bats',
    'Marucci',
    'CATX',
    'The one-piece alloy favourite',
    '<p>The <strong>CATX</strong> is a one-piece alloy BBCOR bat with an anti-vibration knob: big pop, little sting.</p>',
    null,
  ],
  [
    'baseball/bats/bbcor-bats',
    'Louisville Slugger',
    'Meta',
    'A three-piece composite with a huge barrel',
    '<p>The <strong>Meta</strong> pairs a composite barrel with a composite handle through a TRU3 connection for a balanced swing.</p>',
    'Meta: now in 31" to 34"',
  ],
];

/** 'model-{id}' pages of type model_description; two have an unpublished draft for preview. */
export function modelDescriptions(catalogue: Catalogue, updatedAt: string): CmsPageRow[] {
  return DESCRIPTIONS.map(([category, brand, model, headline, description, draftHeadline]) => {
    const fields: Fields = { headline, description };
    return {
      page_type: 'model_description',
      slug: `model-${modelId(catalogue, category, brand, model)}`,
      fields,
      draft_fields: draftHeadline === null ? null : { ...fields, headline: draftHeadline },
      updated_at: updatedAt,
    };
  });
}
