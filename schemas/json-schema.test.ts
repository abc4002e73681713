import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../scripts/schema-files';

const root = join(import.meta.dirname, 'json');

function committedFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? committedFiles(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

describe('schemas/json/', () => {
  it('is up to date with the zod schemas (run `npm run schemas` when this fails)', async () => {
    const expected = await generatedFiles();
    expect(committedFiles().sort()).toEqual(Object.keys(expected).sort());
    for (const [path, text] of Object.entries(expected)) {
      expect(readFileSync(join(root, path), 'utf8'), `schemas/json/${path} is stale`).toBe(text);
    }
  });
});
