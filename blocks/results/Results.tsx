import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Heading, useEngine, type BlockProps } from '../../engine';
import { formatCount } from '../../ui/format/numbers';
import { ItemCard } from '../../ui/item/ItemCard';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { resultsPageQuery, type ResultsLayout, type ResultsPage } from './results-queries';
import css from './Results.css?url';

export { resultsQuery as data } from './results-queries';

/**
 * The block query's items (results: a list; results-grid: a grid), with the total and Previous /
 * Next paging. Page 1 is the block's data (server-rendered); other pages load in place, the current
 * page staying on screen until the next arrives. No items: nothing at all.
 */
export default function Results({ block, data }: BlockProps<ResultsLayout, ResultsPage>) {
  const { api } = useEngine();
  const [page, setPage] = useState(1);
  const later = useQuery({
    ...resultsPageQuery(api, block, page),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
  const current = page > 1 && later.data ? later.data : data;
  const { paging } = current.meta;
  if (data.meta.paging.total_count === 0) return null;
  const src = `${block.layout}-${block.id}`;
  return (
    <section className={`ks-results ks-results--${block.layout}`}>
      <Stylesheet href={css} />
      <div className="ks-results__head">
        {block.title && <Heading>{block.title}</Heading>}
        <p className="ks-results__count" aria-live="polite">
          {formatCount(paging.total_count)} {paging.total_count === 1 ? 'result' : 'results'}
        </p>
      </div>
      <ul className="ks-results__list" aria-busy={later.isPlaceholderData || (page > 1 && !later.data)}>
        {current.data.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} src={src} />
          </li>
        ))}
      </ul>
      {paging.total_pages > 1 && (
        <nav className="ks-results__pages" aria-label={block.title ? `${block.title} pages` : 'Result pages'}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {paging.page} of {paging.total_pages}
          </span>
          <button type="button" disabled={page >= paging.total_pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
