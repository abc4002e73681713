import { Link } from 'wouter';
import type { Paging } from '../../schemas/entities/paging';

/** Previous / next pages of a folder, as links; nothing when everything fits one page. */
export function Pager({ paging, href }: { paging: Paging; href: (page: number) => string }) {
  if (paging.total_pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="ks-inbox__pager">
      {paging.page > 1 ? <Link href={href(paging.page - 1)}>Previous</Link> : null}
      <span>
        Page {paging.page} of {paging.total_pages}
      </span>
      {paging.page < paging.total_pages ? <Link href={href(paging.page + 1)}>Next</Link> : null}
    </nav>
  );
}
