// `npm run new:block <layout>` / `npm run new:screen <id> <path>`: writes a block's or a screen's files from
// scripts/scaffold/templates.ts and adds its lines to the maps (schemas/blocks/index.ts and blocks/index.ts, or
// screens/index.ts). Refuses a name that is taken; formats what it wrote with Prettier.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockTemplates, camel, screenTemplates } from './templates';

const [kind, name, path] = process.argv.slice(2);
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The file with `entry` added as the last entry of the literal that closes at the line matching `end`. */
function withEntry(text: string, entry: string, end: RegExp): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => end.test(line));
  if (index < 0) fail(`found no ${end} to add ${entry.trim()} before`);
  lines.splice(index, 0, entry);
  return lines.join('\n');
}

/**
 * Writes the new files and the maps with their import (at the top: Prettier sorts it) and entry, after checking
 * that no new file is taken and every map has its place, so a refusal writes nothing.
 */
function scaffold(
  files: Record<string, string>,
  maps: { file: string; importLine: string; entry: string; end: RegExp }[],
) {
  const taken = Object.keys(files).filter((file) => existsSync(file));
  if (taken.length > 0) fail(`Already there: ${taken.join(', ')}`);
  const edited = maps.map(({ file, importLine, entry, end }) => ({
    file,
    text: `${importLine}\n${withEntry(readFileSync(file, 'utf8'), entry, end)}`,
  }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  for (const { file, text } of edited) writeFileSync(file, text);
  return [...Object.keys(files), ...maps.map(({ file }) => file)];
}

let changed: string[];
if (kind === 'block' && name && NAME.test(name)) {
  const schema = `${camel(name)}BlockSchema`;
  const plugin = `${camel(name)}Block`;
  changed = scaffold(blockTemplates(name), [
    {
      file: 'schemas/blocks/index.ts',
      importLine: `import { ${schema} } from './${name}';`,
      entry: `  '${name}': ${schema},`,
      end: /^} as const;/,
    },
    {
      file: 'blocks/index.ts',
      importLine: `import { ${plugin} } from './${name}';`,
      entry: `  ${plugin},`,
      end: /^]\);/,
    },
  ]);
} else if (kind === 'screen' && name && NAME.test(name) && path?.startsWith('/')) {
  const screen = camel(name);
  // Before the catch-alls, which come last.
  changed = scaffold(screenTemplates(name, path), [
    {
      file: 'screens/index.ts',
      importLine: `import { ${screen} } from './${name}';`,
      entry: `  ${screen},`,
      end: /^ {2}nav,$/,
    },
  ]);
} else {
  fail('Usage: npm run new:block <layout>   |   npm run new:screen <id> </path/:param>   (names in kebab-case)');
}

// The repository's Prettier, settings and plugins (resolved from its folder), wherever the files are.
const repo = fileURLToPath(new URL('../../', import.meta.url));
const prettier = ['--config', join(repo, '.prettierrc.json'), '--write', '--log-level', 'warn'];
execFileSync(join(repo, 'node_modules/.bin/prettier'), [...prettier, ...changed.map((file) => resolve(file))], {
  cwd: repo,
  stdio: 'inherit',
});
console.log(`Wrote ${changed.join('\n      ')}\nNext: the TODO lines, then npm run schemas (blocks) and the tests.`);
