// `npm run new:block <layout>` / `npm run new:screen <id> <path>`: writes a block's or a screen's files from
// scripts/scaffold/templates.ts and adds its lines to the maps (schemas/blocks/index.ts and blocks/index.ts, or
// screens/index.ts). The server half (server/README.md 'A seller page end to end'), from server-templates.ts:
// `npm run new:endpoint <domain> <thing> <METHOD> <path>` writes the domain function, its routes, their test and the
// answer's schema, mounts the routes in server/app.ts and adds the row of server/ENDPOINTS.md; `npm run
// new:migration <name> [--number NNN]` writes server/db/migrations/<next free number>_<name>.sql with its header;
// `npm run new:job <domain> <name> [--every 60s]` writes a RecurringJob with its test and lists it in
// server/job-registry.ts. Each refuses a name that is taken, writing nothing; formats what it wrote with Prettier.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientPath,
  endpointRow,
  endpointShape,
  endpointTemplates,
  HTTP_METHODS,
  jobShape,
  jobTemplates,
  lineComment,
  migrationTemplate,
  snake,
  type HttpMethod,
} from './server-templates';
import { blockTemplates, camel, screenTemplates } from './templates';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const MIGRATIONS = 'server/db/migrations';
const USAGE = `Usage (names in kebab-case):
  npm run new:block <layout>
  npm run new:screen <id> </path/:param>
  npm run new:endpoint <domain> <thing> <GET|POST|PUT|PATCH|DELETE> </v1/path/:param>
  npm run new:migration <name> [--number NNN]
  npm run new:job <domain> <verb-first-name> [--every 60s|5m|1h]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The positional arguments and the `--flag value` pairs. */
function parseArgs(args: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (args[i + 1] === undefined || args[i + 1]!.startsWith('--')) fail(`${arg} needs a value\n${USAGE}`);
    else flags[arg.slice(2)] = args[++i]!;
  }
  return { positional, flags };
}

/** The file with `entry` added as the last entry of the literal that closes at the line matching `end`. */
function withEntry(text: string, entry: string, end: RegExp): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => end.test(line));
  if (index < 0) fail(`found no ${end} to add ${entry.trim()} before`);
  lines.splice(index, 0, entry);
  return lines.join('\n');
}

/** A markdown file with `row` added after the last row of its (last) table. */
function withRow(text: string, row: string): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((line) => line.startsWith('|'));
  if (last < 0) fail(`found no table to add ${row} to`);
  lines.splice(last + 1, 0, row);
  return lines.join('\n');
}

interface Edit {
  file: string;
  edit: (text: string) => string;
}

/** A map's edit: its import at the top (Prettier sorts it) and its entry before the line matching `end`. */
const mapEdit = (file: string, importLine: string, entry: string, end: RegExp): Edit => ({
  file,
  edit: (text) => `${importLine}\n${withEntry(text, entry, end)}`,
});

/**
 * Writes the new files and the edited ones, after checking that no new file is taken and every edit has its place,
 * so a refusal writes nothing.
 */
function scaffold(files: Record<string, string>, edits: Edit[]) {
  const taken = Object.keys(files).filter((file) => existsSync(file));
  if (taken.length > 0) fail(`Already there: ${taken.join(', ')}`);
  const edited = edits.map(({ file, edit }) => ({ file, text: edit(readFileSync(file, 'utf8')) }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  for (const { file, text } of edited) writeFileSync(file, text);
  return [...Object.keys(files), ...edits.map(({ file }) => file)];
}

/** `60s`, `5m`, `1h`, `500ms` → milliseconds. */
function parseEvery(every: string): number {
  const match = /^(\d+)(ms|s|m|h)$/.exec(every);
  if (!match) fail(`--every ${every}: say 30s, 5m or 1h`);
  const ms = Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  if (ms < 1000) fail(`--every ${every}: a job runs at most once a second (the worker polls every second)`);
  return ms;
}

const [kind, ...rest] = process.argv.slice(2);
const { positional, flags } = parseArgs(rest);
const [name, path] = positional;
let changed: string[];
let next: string;

if (kind === 'block' && name && NAME.test(name)) {
  const schema = `${camel(name)}BlockSchema`;
  const plugin = `${camel(name)}Block`;
  changed = scaffold(blockTemplates(name), [
    mapEdit(
      'schemas/blocks/index.ts',
      `import { ${schema} } from './${name}';`,
      `  '${name}': ${schema},`,
      /^} as const;/,
    ),
    mapEdit('blocks/index.ts', `import { ${plugin} } from './${name}';`, `  ${plugin},`, /^]\);/),
  ]);
  next = 'the TODO lines, then npm run schemas and the tests.';
} else if (kind === 'screen' && name && NAME.test(name) && path?.startsWith('/')) {
  const screen = camel(name);
  // Before the catch-alls, which come last.
  changed = scaffold(screenTemplates(name, path), [
    mapEdit('screens/index.ts', `import { ${screen} } from './${name}';`, `  ${screen},`, /^ {2}nav,$/),
  ]);
  next = `the TODO lines; its endpoint with npm run new:endpoint, whose path and schema go in ${name}-queries.ts.`;
} else if (kind === 'endpoint') {
  const [domain, thing, method, endpointPath] = positional;
  if (
    !domain ||
    !NAME.test(domain) ||
    !thing ||
    !NAME.test(thing) ||
    !HTTP_METHODS.includes(method as HttpMethod) ||
    !endpointPath?.startsWith('/')
  )
    fail(USAGE);
  const spec = { domain, thing, method: method as HttpMethod, path: endpointPath };
  const shape = endpointShape(spec);
  const listed = readFileSync('server/ENDPOINTS.md', 'utf8').includes(`| \`${shape.label}\``);
  if (listed) fail(`Already there: ${shape.label} in server/ENDPOINTS.md`);
  // After every other routes file: a route mounted before it with the same shape (`/v1/items/:id`) answers first.
  changed = scaffold(endpointTemplates(spec, { newDomain: !existsSync(`server/${domain}`) }), [
    mapEdit(
      'server/app.ts',
      `import { ${shape.routes} } from './${domain}/${thing}-routes';`,
      `  app.route('/', ${shape.routes}(db));`,
      /^ {2}app\.notFound\(/,
    ),
    { file: 'server/ENDPOINTS.md', edit: (text) => withRow(text, endpointRow(spec)) },
  ]);
  const call = shape.hasBody
    ? `api.${method!.toLowerCase()}(\`${clientPath(endpointPath)}\`, { ${shape.bodyKey} }${shape.answers ? `, { schema: ${shape.schema} }` : ''})`
    : `api.${method!.toLowerCase()}(\`${clientPath(endpointPath)}\`${shape.answers ? `, { schema: ${shape.schema} }` : ''})`;
  next = `the TODO lines (its rule in server/${domain}/README.md); in the screen's *-queries.ts: ${call}.`;
} else if (kind === 'migration' && name && /^[a-z][a-z0-9]*([-_][a-z0-9]+)*$/.test(name)) {
  const present = readdirSync(MIGRATIONS).filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file));
  const fileName = snake(name);
  const same = present.find((file) => file.slice(4) === `${fileName}.sql`);
  if (same) fail(`Already there: ${MIGRATIONS}/${same}`);
  const highest = Math.max(0, ...present.map((file) => Number(file.slice(0, 3))));
  const number = flags.number ?? String(highest + 1).padStart(3, '0');
  if (!/^\d{3}$/.test(number)) fail(`--number ${number}: three digits`);
  const taken = present.find((file) => file.startsWith(`${number}_`));
  if (taken) fail(`Already there: ${MIGRATIONS}/${taken}`);
  changed = scaffold({ [`${MIGRATIONS}/${number}_${fileName}.sql`]: migrationTemplate(fileName) }, []);
  next =
    'the header, then the statements. It runs once, in its own transaction, on PostgreSQL 15 and PGlite: nothing ' +
    'newer than 15; never edit it once shipped. A new table goes in WATCHED_TABLES or UNWATCHED_TABLES of ' +
    'host/server/page-invalidation.server.test.tsx.';
} else if (kind === 'job' && name && NAME.test(name) && path && NAME.test(path)) {
  const spec = { domain: name, name: path, everyMs: parseEvery(flags.every ?? '60s') };
  const { JOB, kind: jobKind } = jobShape(spec);
  const registry = readFileSync('server/job-registry.ts', 'utf8');
  if (new RegExp(`\\b${JOB}\\b`).test(registry) || registry.includes(`'${jobKind}'`))
    fail(`Already there: ${JOB} in server/job-registry.ts`);
  changed = scaffold(jobTemplates(spec), [
    mapEdit(
      'server/job-registry.ts',
      `import { ${JOB} } from './${name}/${path}-job';`,
      `${lineComment(`TODO one line on what ${jobKind} does (server/${name}/README.md).`, '  ')}\n  ${JOB},`,
      /^\];/,
    ),
  ]);
  next = `the TODO lines: the statement, and its rows in the test (server/jobs/README.md 'Recurring jobs').`;
} else {
  fail(USAGE);
}

// The repository's Prettier, settings and plugins (resolved from its folder), wherever the files are. Prose and SQL
// keep their own hand (.prettierignore).
const repo = fileURLToPath(new URL('../../', import.meta.url));
const code = changed.filter((file) => !/\.(md|sql)$/.test(file)).map((file) => resolve(file));
const prettier = ['--config', join(repo, '.prettierrc.json'), '--write', '--log-level', 'warn'];
if (code.length > 0)
  execFileSync(join(repo, 'node_modules/.bin/prettier'), [...prettier, ...code], { cwd: repo, stdio: 'inherit' });
console.log(`Wrote ${changed.join('\n      ')}\nNext: ${next}`);
