// Type-level test (checked by tsc): the TypeScript types json-schema-to-typescript compiles from the
// emitted JSON Schema (schemas/json/types.generated.ts) accept exactly what the zod schemas accept,
// so what CMS editors and the apps validate against is faithful to what the renderer validates.
import type { z } from 'zod';
import type { apiErrorBodySchema } from './api-error';
import type { BlockSchemas } from './blocks';
import type * as Json from './json/types.generated';
import type { pageViewSchema } from './page-view';

/** true when each type is assignable to the other. */
type Faithful<FromJsonSchema, FromZod> = [FromJsonSchema] extends [FromZod]
  ? [FromZod] extends [FromJsonSchema]
    ? true
    : 'zod accepts more'
  : 'JSON Schema accepts more';
/**
 * true when everything the JSON Schema types admit, zod admits too. Used where a schema bounds an
 * array's length: json2ts turns min/max items into tuples, more precise than z.infer can say.
 */
type Admitted<FromJsonSchema, FromZod> = [FromJsonSchema] extends [FromZod] ? true : 'JSON Schema accepts more';
type Input<L extends keyof BlockSchemas> = z.input<BlockSchemas[L]>;

export const faithful: {
  pageView: Admitted<Json.PageViewJson, z.input<typeof pageViewSchema>>;
  apiError: Faithful<Json.ApiErrorJson, z.input<typeof apiErrorBodySchema>>;
  hero: Admitted<Json.HeroBlockJson, Input<'hero'>>;
  carousel: Admitted<Json.CarouselBlockJson, Input<'carousel'>>;
  textTitle: Faithful<Json.TextTitleBlockJson, Input<'text-title'>>;
  textParagraph: Faithful<Json.TextParagraphBlockJson, Input<'text-paragraph'>>;
  homeFeaturedCategories: Admitted<Json.HomeFeaturedCategoriesBlockJson, Input<'home-featured-categories'>>;
  itemGrid1Row: Faithful<Json.ItemGrid1RowBlockJson, Input<'item-grid-1-row'>>;
  itemGrid2Rows: Faithful<Json.ItemGrid2RowsBlockJson, Input<'item-grid-2-rows'>>;
  itemGridHorizontalScroll: Faithful<Json.ItemGridHorizontalScrollBlockJson, Input<'item-grid-horizontal-scroll'>>;
} = {
  pageView: true,
  apiError: true,
  hero: true,
  carousel: true,
  textTitle: true,
  textParagraph: true,
  homeFeaturedCategories: true,
  itemGrid1Row: true,
  itemGrid2Rows: true,
  itemGridHorizontalScroll: true,
};
