import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * What the built client's entry loads by static import (the chunks every page, home included, needs before it
 * runs), and which of them hold zod or the block schemas. Issue 20: the browser hydrates a server-validated
 * page without them. Markers: `_zod` is where zod keeps a schema's internals (every zod schema has it);
 * 'for_you_feed' is the default of item-grid-shaped-v1's model_name, a value only the block schemas hold.
 */
export function entryGraph(clientDir = 'dist/client') {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the client manifest names no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen].map((key) => manifest[key]!.file);
  const source = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  return {
    chunks: files.length,
    withZod: files.filter((file) => source(file).includes('._zod')),
    withBlockSchemas: files.filter((file) => source(file).includes('for_you_feed')),
  };
}
