import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { superlativeTooltipSchema } from '../../schemas/cms/cms';

/** The CMS page size of spec §9 ('CMS page size: 200'): the whole collection in one answer. */
const CMS_PAGE_SIZE = 200;

const tooltipsListSchema = z.object({ superlative_tooltips: z.array(z.unknown()) });

/** Each superlative_label's description. */
export type SuperlativeTooltips = Readonly<Record<string, string>>;

/**
 * The headless CMS's superlative_tooltips (spec §2.9, §7.7), as description by superlative_label. One request for
 * every label and every item page, kept in the query cache: the collection filter matches one label, an item shows
 * several, and the collection is a handful of entries. An entry that does not parse is left out (its chip shows
 * without a tooltip); a failed call is the query's error, which the chips ignore.
 */
export function superlativeTooltipsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['cms-superlative-tooltips'],
    queryFn: async (): Promise<SuperlativeTooltips> => {
      const data = await api.get('/cms/v2/content/superlative_tooltips', {
        query: { page_size: CMS_PAGE_SIZE },
        schema: tooltipsListSchema,
      });
      return Object.fromEntries(
        data.superlative_tooltips.flatMap((entry) => {
          const tooltip = superlativeTooltipSchema.safeParse(entry).data;
          return tooltip ? [[tooltip.superlative_label, tooltip.description]] : [];
        }),
      );
    },
  });
}
