// `npm run new:block <layout>` / `npm run new:screen <id> <path>`: writes a block's or a screen's files from
// scripts/scaffold/templates.ts and adds its lines to the maps (schemas/blocks/index.ts and blocks/index.ts, or
// screens/index.ts). Refuses a name that is taken; formats what it wrote with Prettier.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { blockTemplates, camel, screenTemplates } from './templates';

const [kind, name, path] = process.argv.slice(2);
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Adds `line` after the last line matching `after` (imports) or before the line matching `before` (map entries). */
function insert(file: string, line: string, where: { after: RegExp } | { before: RegExp }): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const index =
    'after' in where
      ? lines.findLastIndex((text) => where.after.test(text)) + 1
      : lines.findIndex((text) => where.before.test(text));
  if (index <= 0) fail(`${file}: found no place for ${line.trim()}`);
  lines.splice(index, 0, line);
  writeFileSync(file, lines.join('\n'));
}

function write(files: Record<string, string>): string[] {
  const taken = Object.keys(files).filter((file) => existsSync(file));
  if (taken.length > 0) fail(`Already there: ${taken.join(', ')}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return Object.keys(files);
}

let changed: string[];
if (kind === 'block' && name && NAME.test(name)) {
  changed = write(blockTemplates(name));
  const schema = `${camel(name)}BlockSchema`;
  insert('schemas/blocks/index.ts', `import { ${schema} } from './${name}';`, { after: /^import / });
  insert('schemas/blocks/index.ts', `  '${name}': ${schema},`, { before: /^};/ });
  insert('blocks/index.ts', `import { ${camel(name)}Block } from './${name}';`, { after: /^import / });
  insert('blocks/index.ts', `  ${camel(name)}Block,`, { before: /^]\);/ });
  changed.push('schemas/blocks/index.ts', 'blocks/index.ts');
} else if (kind === 'screen' && name && NAME.test(name) && path?.startsWith('/')) {
  changed = write(screenTemplates(name, path));
  insert('screens/index.ts', `import { ${camel(name)} } from './${name}';`, { after: /^import / });
  // Before the catch-alls, which come last.
  insert('screens/index.ts', `  ${camel(name)},`, { before: /^ {2}nav,$/ });
  changed.push('screens/index.ts');
} else {
  fail('Usage: npm run new:block <layout>   |   npm run new:screen <id> </path/:param>   (names in kebab-case)');
}

execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], { stdio: 'inherit' });
console.log(`Wrote ${changed.join('\n      ')}\nNext: the TODO lines, then npm run schemas (blocks) and the tests.`);
