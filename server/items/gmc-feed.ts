import type { Db } from '../db/db';
import { itemImages, itemPhotosSql, itemUrl, type UploadRef } from './item-rows';

const PAGE_ROWS = 1000;

/** SQL (on items aliased i): the item is in the shopping feed — for sale, and no admin removed it. */
export const inGmcFeedSql = "(i.state = 'available' AND i.gmc_excluded_at IS NULL)";

interface FeedRow {
  id: number;
  name: string;
  description: string;
  price: number;
  list_price: number;
  condition: string | null;
  brand: string | null;
  image_count: number;
  photos: UploadRef[] | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text for XML: escaped, without the control characters XML 1.0 cannot hold. */
const xml = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
const usd = (amount: number) => `${amount.toFixed(2)} USD`;

function feedItem(row: FeedRow, origin: string): string {
  const image = itemImages(row.id, row.image_count, row.photos).primary_image;
  const tags: [string, string | null][] = [
    ['g:id', String(row.id)],
    ['title', row.name],
    ['description', row.description.slice(0, 5000) || row.name],
    ['link', `${origin}${itemUrl(row.id, row.name)}`],
    ['g:image_link', image ? `${origin}${image.edge_url}` : null],
    ['g:availability', 'in_stock'],
    ['g:price', usd(row.list_price)],
    ['g:sale_price', row.price < row.list_price ? usd(row.price) : null],
    ['g:condition', row.condition === 'new' ? 'new' : 'used'],
    ['g:brand', row.brand],
  ];
  const body = tags
    .filter((tag): tag is [string, string] => tag[1] !== null)
    .map(([tag, value]) => `<${tag}>${xml(value)}</${tag}>`)
    .join('');
  return `<item>${body}</item>\n`;
}

/**
 * The Google Merchant Center product feed (RSS 2.0 with the g: namespace) of every item in the
 * shopping feed ({@link inGmcFeedSql}), streamed 1,000 items at a time by id. `origin` makes the
 * links absolute (the site's origin).
 */
export function gmcFeed(db: Db, origin: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(
            '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n' +
              `<channel><title>Kitswap</title><link>${xml(origin)}/</link>` +
              '<description>New and used sports gear on Kitswap</description>\n',
          ),
        );
        return;
      }
      const rows = await db.query<FeedRow>(
        `SELECT i.id, i.name, i.description, i.price, i.list_price, i.condition, b.name AS brand, i.image_count,
                ${itemPhotosSql('i')} AS photos
           FROM items i LEFT JOIN brands b ON b.id = i.brand_id
          WHERE ${inGmcFeedSql} AND i.id > $1
          ORDER BY i.id LIMIT $2`,
        [afterId, PAGE_ROWS],
      );
      if (rows.length === 0) {
        controller.enqueue(encoder.encode('</channel>\n</rss>\n'));
        return controller.close();
      }
      afterId = rows.at(-1)!.id;
      controller.enqueue(encoder.encode(rows.map((row) => feedItem(row, origin)).join('')));
    },
  });
}
