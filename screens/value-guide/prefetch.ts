import type { ScreenPrefetch } from '../../engine';
import { categoryPath, categoryTreeQuery } from '../../ui/browse/browse-queries';
import { valueGuideQuery } from '../../ui/value-guide/value-guide-queries';
import { guideQuery, isComplete, parseSelection } from './selection';
import { valueGuideDetailsQuery, valueGuideModelsQuery } from './value-guide-queries';

/**
 * The guide is public, so the server renders it whole: the category tree (the form needs it), and
 * for a prefilled query the category's details, the brand's models and the prices. Those three are
 * prefetched, not fetched: a failure shows in the page's results, not as the error page.
 */
export const prefetchValueGuide: ScreenPrefetch = async ({ api, queryClient, search }) => {
  const tree = await queryClient.fetchQuery(categoryTreeQuery(api));
  const selection = parseSelection(search.toString());
  const categoryId = selection.category;
  if (categoryId === null || categoryPath(tree, (category) => category.id === categoryId).length === 0) return;
  const detailsQuery = valueGuideDetailsQuery(api, categoryId);
  await queryClient.prefetchQuery(detailsQuery);
  const details = queryClient.getQueryData(detailsQuery.queryKey)?.data;
  if (!details) return;
  const brandId = details
    .find((detail) => detail.slug === 'brand')
    ?.values.find((value) => value.slug === selection.details.brand)?.id;
  await Promise.all([
    brandId !== undefined ? queryClient.prefetchQuery(valueGuideModelsQuery(api, categoryId, brandId)) : null,
    isComplete(selection, details)
      ? queryClient.prefetchQuery(valueGuideQuery(api, guideQuery(selection, details)))
      : null,
  ]);
};
