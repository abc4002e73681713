import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas, isLayout } from '../schemas/blocks';
import { itemSchema } from '../schemas/entities/item';
import { pageViewSchema } from '../schemas/page-view';

const root = resolve(process.cwd(), 'stories/fixtures');
const jsonIn = (folder: string) =>
  existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((name) => name.endsWith('.json')) : [];
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** Zod issues as "path: message" lines, so a failure names the field. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

describe('story fixtures pass the schemas', () => {
  it("every block fixture is named after its layout and passes that layout's schema; every page view passes pageViewSchema; items pass itemSchema", () => {
    const blockFiles = jsonIn('blocks');
    expect(blockFiles.length).toBeGreaterThan(0);
    const failures: Record<string, string[]> = {};
    for (const file of blockFiles) {
      const layout = basename(file, '.json');
      if (!isLayout(layout)) {
        failures[`blocks/${file}`] = [`"${layout}" is not a layout of schemas/blocks`];
        continue;
      }
      const found = problems(blockSchemas[layout].safeParse(read(`blocks/${file}`)));
      if (found.length > 0) failures[`blocks/${file}`] = found;
    }
    const pageViews = jsonIn('page-views');
    expect(pageViews).toContain('home.json');
    for (const file of pageViews) {
      const found = problems(pageViewSchema.safeParse(read(`page-views/${file}`)));
      if (found.length > 0) failures[`page-views/${file}`] = found;
    }
    if (existsSync(join(root, 'items.json'))) {
      const items = read('items.json');
      expect(Array.isArray(items)).toBe(true);
      (items as unknown[]).forEach((item, index) => {
        const found = problems(itemSchema.safeParse(item));
        if (found.length > 0) failures[`items.json[${index}]`] = found;
      });
    }
    expect(failures).toEqual({});
  });
});
