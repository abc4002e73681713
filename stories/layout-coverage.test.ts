import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../schemas/blocks';

// Every layout has a plugin by construction: blocks/index.ts does not compile without one. This
// checks the rest of issue 3's rule: a fixture (stories/fixtures.test.ts checks it against the
// schema) and a story file that renders that fixture at phone and desktop widths.

const stories = resolve(process.cwd(), 'stories');
const storyFiles = readdirSync(join(stories, 'blocks'))
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => ({ name, text: readFileSync(join(stories, 'blocks', name), 'utf8') }));

const layouts = Object.keys(blockSchemas);

describe('every layout can be seen by an editor', () => {
  it.each(layouts)('%s has a fixture', (layout) => {
    expect(existsSync(join(stories, 'fixtures', 'blocks', `${layout}.json`))).toBe(true);
  });

  it.each(layouts)('%s has a story at 375 px and at 1280 px', (layout) => {
    const story = storyFiles.find(({ text }) => text.includes(`fixtures/blocks/${layout}.json'`));
    expect(story, `no story in stories/blocks imports fixtures/blocks/${layout}.json`).toBeDefined();
    expect(story?.text).toMatch(/width: 375\b/);
    expect(story?.text).toMatch(/width: 1280\b/);
  });
});
