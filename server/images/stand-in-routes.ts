import { Hono, type Context } from 'hono';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { generatedItemImageSvg } from './generated-item-image';
import { parseImageId } from './image-paths';
import { avatarSvg } from './stand-ins/avatar';
import { categoryIconSvg } from './stand-ins/category-icon';
import { tileImageSvg } from './stand-ins/tile-image';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // Drawn from seeded data that does not change: cache for a year.
  'cache-control': 'public, max-age=31536000, immutable',
};

const svg = (c: Context, body: string) => c.body(body, 200, SVG_HEADERS);
const imageNotFound = () => ApiError.notFound('Image not found');

/** '12.svg' → 12, or null. */
const svgNumber = (file: string) => parseImageId(/^(\d+)\.svg$/.exec(file)?.[1]);

/**
 * Generated SVG images: item photos, category icons, tile backgrounds and avatars, drawn on
 * request from the database (sport colour, category drawing, brand and model).
 */
export function mediaRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/media/items/:id/:file', async (c) => {
    const id = parseImageId(c.req.param('id'));
    const photo = svgNumber(c.req.param('file'));
    const image = id === null || photo === null ? null : await generatedItemImageSvg(db, id, photo);
    if (image === null) throw imageNotFound();
    return svg(c, image);
  });

  app.get('/media/categories/*', async (c) => {
    const slug = /^\/media\/categories\/([a-z0-9/-]{1,200})\.svg$/.exec(c.req.path)?.[1];
    if (!slug) throw imageNotFound();
    const [category] = await db.query<{ name: string; color: string; glyph: string }>(
      'SELECT name, color, glyph FROM categories WHERE slug = $1',
      [slug],
    );
    if (!category) throw imageNotFound();
    return svg(c, categoryIconSvg(category));
  });

  app.get('/media/tiles/:file', async (c) => {
    const name = /^([a-z0-9-]{1,60})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!name) throw imageNotFound();
    const [sport] = await db.query<{ color: string; glyph: string }>(
      'SELECT color, glyph FROM categories WHERE slug = $1 AND parent_id IS NULL',
      [name],
    );
    return svg(c, tileImageSvg({ name, sport }));
  });

  app.get('/media/avatars/:file', async (c) => {
    const id = svgNumber(c.req.param('file'));
    if (id === null) throw imageNotFound();
    const [user] = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]);
    if (!user) throw imageNotFound();
    return svg(c, avatarSvg(user.username));
  });

  return app;
}
