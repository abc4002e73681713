import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { NotFoundError, type ApiClient } from '../../engine';
import type { Category } from '../../schemas/entities/category';
import { landerV2Schema, type LanderV2 } from '../../schemas/entities/lander';
import { categoryPath, categoryTreeQuery, findLanderRefs } from '../../ui/browse/browse-queries';

/** What a /shop or /nav path shows: its lander, or else the category of that slug as a browse. */
export type ShopPage = { lander: LanderV2; category?: undefined } | { lander?: undefined; category: Category };

/**
 * The lander at a /shop (or /nav) path with its page view and prefills: GET /v1/landers?slug to
 * find it, then GET /v2/landers/{id} (spec §7.7). With no lander ('no landers found' swallowed)
 * the path falls back to filter navigation: the category whose slug it is, browsed. Neither →
 * NotFoundError.
 */
export function shopPageQuery(api: ApiClient, queryClient: QueryClient, slug: string) {
  return queryOptions({
    queryKey: ['landers', 'by-slug', slug],
    queryFn: async (): Promise<ShopPage> => {
      const [ref] = await findLanderRefs(api, slug);
      if (ref)
        return {
          lander: await api.request({
            path: `/v2/landers/${ref.id}`,
            query: { platform: 'web' },
            schema: landerV2Schema,
          }),
        };
      const tree = await queryClient.fetchQuery(categoryTreeQuery(api));
      const category = categoryPath(tree, (candidate) => candidate.slug === slug).at(-1);
      if (!category) throw new NotFoundError(`Lander "${slug}"`);
      return { category };
    },
  });
}
