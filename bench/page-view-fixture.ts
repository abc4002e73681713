import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fixtures = join(import.meta.dirname, '..', 'stories', 'fixtures');

/** One block per fixture file of stories/fixtures/blocks (one per layout), each with its own id. */
export function oneBlockPerFixture(): Record<string, unknown>[] {
  const dir = join(fixtures, 'blocks');
  const templates = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name, index) => ({
      ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>),
      id: 200_000 + index,
    }));
  if (templates.length === 0) throw new Error('No block fixtures under stories/fixtures/blocks');
  return templates;
}

/** A page view of `count` blocks cycling through the fixtures of the given layouts, each with its own id. */
export function largePageViewBlocks(count: number, layouts: readonly string[]): Record<string, unknown>[] {
  const templates = oneBlockPerFixture().filter((block) => layouts.includes(String(block.layout)));
  return Array.from({ length: count }, (_, index) => ({ ...templates[index % templates.length], id: 100_000 + index }));
}

/** The shared item fixtures, for blocks that show items. */
export function fixtureItems(): unknown[] {
  return JSON.parse(readFileSync(join(fixtures, 'items.json'), 'utf8')) as unknown[];
}
