import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import type { Category } from '../../schemas/entities/category';
import { AlertBox } from '../../ui/alert/AlertBox';
import { categoryPath, categoryTreeQuery } from '../../ui/browse/browse-queries';
import { toSearchString } from '../../ui/browse/filter-state';
import { ButtonStyles } from '../../ui/button/Button';
import { formatMoney } from '../../ui/format/money';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { valueGuideQuery } from '../../ui/value-guide/value-guide-queries';
import { listingPayload } from './list-yours';
import {
  chosenValues,
  guideQuery,
  isComplete,
  parseSelection,
  selectionSearch,
  type GuideSelection,
} from './selection';
import { valueGuideDetailsQuery, valueGuideModelsQuery } from './value-guide-queries';
import { ValueGuideForm } from './ValueGuideForm';
import { ValueGuideResults } from './ValueGuideResults';
import css from './ValueGuideScreen.css?url';

export const VALUE_GUIDE_TITLE = 'What’s Your Gear Worth?';

/**
 * /value-guide{?prefilled form fields}: the form, prefilled from the URL, and the prices of what the
 * URL names. Submitting puts the selection in the URL (a new history entry), so results can be
 * shared and back / forward step through them; the form is re-made from each URL it lands on.
 */
export default function ValueGuideScreen() {
  const { api } = useEngine();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { data: tree } = useSuspenseQuery(categoryTreeQuery(api));
  const parsed = parseSelection(search);
  const path = parsed.category === null ? [] : categoryPath(tree, (category) => category.id === parsed.category);
  // A category the tree does not know is no selection at all.
  const selection: GuideSelection = path.length > 0 ? parsed : { ...parsed, category: null };
  const canonical = selectionSearch(selection);
  return (
    <div className="ks-page ks-value-guide">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta
        title={VALUE_GUIDE_TITLE}
        description="What used and new sports gear really sells for on Kitswap: median sold price, price spread, time to sell and recent sales."
        canonical={canonical ? `/value-guide?${canonical}` : '/value-guide'}
      />
      <h1 className="ks-value-guide__title">{VALUE_GUIDE_TITLE}</h1>
      <p className="ks-value-guide__intro">
        Pick your gear to see what it sold for on Kitswap, how fast it sells, and what is for sale now.
      </p>
      <div className="ks-value-guide__layout">
        <ValueGuideForm
          tree={tree}
          initial={selection}
          onSubmit={(next) => navigate(`/value-guide?${selectionSearch(next)}`)}
        />
        <div className="ks-value-guide__answer">
          {selection.category === null ? (
            <p className="ks-value-guide__prompt">Choose a category and a condition to see what your gear is worth.</p>
          ) : (
            <GuideAnswer selection={selection} path={path} />
          )}
        </div>
      </div>
    </div>
  );
}

/** The prices of a selection with a category: asks for the required details first, then shows the answer. */
function GuideAnswer({ selection, path }: { selection: GuideSelection; path: Category[] }) {
  const { api } = useEngine();
  const categoryId = selection.category!;
  const details = useQuery(valueGuideDetailsQuery(api, categoryId));
  const detailList = details.data?.data ?? [];
  const brand = chosenValues(selection, detailList).find(({ detail }) => detail.slug === 'brand')?.value;
  const models = useQuery({ ...valueGuideModelsQuery(api, categoryId, brand?.id ?? 0), enabled: brand !== undefined });
  const complete = details.data !== undefined && isComplete(selection, detailList);
  const prices = useQuery({
    ...valueGuideQuery(api, details.data ? guideQuery(selection, detailList) : {}),
    enabled: complete,
  });

  if (details.isError || prices.isError) {
    return (
      <AlertBox kind="error" role="alert">
        The prices could not be loaded. Please try again later.
      </AlertBox>
    );
  }
  if (!details.data) return <p role="status">Loading prices…</p>;
  if (!complete) {
    const missing = detailList
      .filter((detail) => detail.value_guides_required && !chosenValues(selection, [detail]).length)
      .map((detail) => detail.name.toLowerCase());
    return (
      <p className="ks-value-guide__prompt">
        Choose the {missing.join(' and ')} to see prices for {path.at(-1)!.name.toLowerCase()}.
      </p>
    );
  }
  if (!prices.data) return <p role="status">Loading prices…</p>;

  const model =
    selection.model === null ? null : (models.data?.find((candidate) => candidate.id === selection.model) ?? null);
  const condition = chosenValues(selection, detailList).find(({ detail }) => detail.slug === 'condition')?.value;
  const payload = listingPayload(selection, details.data, model, prices.data.meta.value_guide.statistics.median);
  const title = [condition?.name.toLowerCase(), payload.item.name].filter(Boolean).join(' ');
  const searchHref = `/search?${toSearchString({
    category: [String(categoryId)],
    ...(brand ? { brand: [String(brand.id)] } : {}),
    ...(selection.model !== null ? { model: String(selection.model) } : {}),
    ...(condition ? { condition: [condition.slug] } : {}),
  })}`;
  const { median, count } = prices.data.meta.value_guide.statistics;
  return (
    <>
      <p className="ks-visually-hidden" role="status">
        {median === null
          ? `No recent sales of ${title}.`
          : `Median sold price of ${title}: ${formatMoney(median)}, from ${count} ${count === 1 ? 'sale' : 'sales'}.`}
      </p>
      <ValueGuideResults title={title} result={prices.data} payload={payload} searchHref={searchHref} />
    </>
  );
}
