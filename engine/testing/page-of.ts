/** The page of `all` a list call asks for (`?page=&page_size=`), as our API pages a list: `{data, meta: {paging}}`. */
export function pageOf<T>(all: T[], query: URLSearchParams) {
  const page = Number(query.get('page'));
  const size = Number(query.get('page_size'));
  const paging = { page, page_size: size, total_count: all.length, total_pages: Math.ceil(all.length / size) };
  return { data: all.slice((page - 1) * size, page * size), meta: { paging } };
}
