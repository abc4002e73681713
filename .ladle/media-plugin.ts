import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { avatarSvg } from '../server/images/stand-ins/avatar';
import { categoryIconSvg } from '../server/images/stand-ins/category-icon';
import { itemImageSvg } from '../server/images/stand-ins/item-image';
import { tileImageSvg } from '../server/images/stand-ins/tile-image';
import { sports } from '../server/seed/sports';
import { isGroup } from '../server/seed/sports/types';

/**
 * Serves the /media/... images the story fixtures point at, drawn by the API server's own SVG
 * functions (server/media) from its seed data, so stories look like the running app without a
 * server. Dev: a middleware. Build: every /media URL found in stories/fixtures is emitted as a file.
 */
export function storyMedia(fixturesDir = 'stories/fixtures'): Plugin {
  return {
    name: 'kitswap-story-media',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = request.url?.startsWith('/media/') ? drawMedia(request.url.split('?')[0]!, fixturesDir) : null;
        if (!svg) return next();
        response.setHeader('content-type', 'image/svg+xml; charset=utf-8');
        response.end(svg);
      });
    },
    generateBundle() {
      const paths = new Set<string>();
      for (const file of jsonFiles(fixturesDir)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/"(\/media\/[a-z0-9/_.-]+\.svg)"/gi))
          paths.add(match[1]!);
      }
      for (const path of paths) {
        const svg = drawMedia(path, fixturesDir);
        if (svg) this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
    },
  };
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** A category by slug path ('golf/clubs/drivers'), with the colour and drawing of its images. */
function categoryLook(slugPath: string): { name: string; color: string; glyph: string } | null {
  const [sportSlug, ...rest] = slugPath.split('/');
  const sport = sports.find((candidate) => candidate.slug === sportSlug);
  if (!sport) return null;
  let name = sport.name;
  let glyph: string = sport.glyph;
  let level = sport.categories;
  for (const slug of rest) {
    const category = level.find((candidate) => candidate.slug === slug);
    if (!category) return null;
    name = category.name;
    glyph = category.glyph ?? glyph;
    level = isGroup(category) ? category.children : [];
  }
  return { name, color: sport.color, glyph };
}

interface FixtureItem {
  id: number;
  name: string;
  brand?: { name: string } | null;
  model?: { name: string } | null;
  categories?: { slug: string }[] | null;
  seller?: { id: number; username: string } | null;
}

function fixtureItems(fixturesDir: string): FixtureItem[] {
  try {
    return JSON.parse(readFileSync(join(fixturesDir, 'items.json'), 'utf8')) as FixtureItem[];
  } catch {
    return [];
  }
}

/** The SVG for a /media path, as server/images/stand-in-routes.ts draws it, or null. */
function drawMedia(path: string, fixturesDir: string): string | null {
  const tile = /^\/media\/tiles\/([a-z0-9-]{1,60})\.svg$/.exec(path);
  if (tile) {
    const sport = sports.find((candidate) => candidate.slug === tile[1]);
    return tileImageSvg({ name: tile[1]!, sport: sport ? { color: sport.color, glyph: sport.glyph } : undefined });
  }
  const category = /^\/media\/categories\/([a-z0-9/-]{1,200})\.svg$/.exec(path);
  if (category) {
    const look = categoryLook(category[1]!);
    return look ? categoryIconSvg(look) : null;
  }
  const photo = /^\/media\/items\/(\d+)\/(\d+)\.svg$/.exec(path);
  if (photo) {
    const item = fixtureItems(fixturesDir).find((candidate) => candidate.id === Number(photo[1]));
    const look = item?.categories?.[0] ? categoryLook(item.categories[0].slug) : null;
    if (!item || !look) return null;
    return itemImageSvg({
      brand: item.brand?.name ?? null,
      model: item.model?.name ?? null,
      name: item.name,
      color: look.color,
      glyph: look.glyph,
      photo: Number(photo[2]),
    });
  }
  const avatar = /^\/media\/avatars\/(\d+)\.svg$/.exec(path);
  if (avatar) {
    const seller = fixtureItems(fixturesDir).find((candidate) => candidate.seller?.id === Number(avatar[1]))?.seller;
    return seller ? avatarSvg(seller.username) : null;
  }
  return null;
}
