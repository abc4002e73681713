import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(process.cwd());
const MAPS = ['schemas/blocks/index.ts', 'blocks/index.ts', 'screens/index.ts'];
let dir = '';

/** Runs the scaffold in a scratch folder holding copies of the maps; answers its exit status. */
function scaffold(...args: string[]): number {
  try {
    execFileSync(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'scripts/scaffold/new.ts'), ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** ESLint as `npm run lint` runs it, on files of the scratch folder (the repository's config and plugins). */
function lint(...files: string[]) {
  cpSync(join(repo, 'eslint.config.js'), join(dir, 'eslint.config.js'));
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  try {
    execFileSync(join(repo, 'node_modules/.bin/eslint'), ['--max-warnings', '0', ...files], {
      cwd: dir,
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(String((error as { stdout: Buffer }).stdout), { cause: error });
  }
}

// Each command is a process of its own (~1 s, several on a busy machine).
describe('npm run new:block / new:screen', { timeout: 240_000 }, () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a block folder, its schema, fixture and story, and adds the layout to both maps; a taken name writes nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
    for (const map of MAPS) cpSync(join(repo, map), join(dir, map));
    expect(scaffold('block', 'size-chart')).toBe(0);
    for (const file of [
      'blocks/size-chart/index.ts',
      'blocks/size-chart/SizeChart.tsx',
      'blocks/size-chart/SizeChart.css',
    ]) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(existsSync(join(dir, 'stories/fixtures/blocks/size-chart.json'))).toBe(true);
    expect(readFileSync(join(dir, 'schemas/blocks/index.ts'), 'utf8')).toMatch(
      /'size-chart': sizeChartBlockSchema,\n} as const/,
    );
    expect(readFileSync(join(dir, 'blocks/index.ts'), 'utf8')).toMatch(/sizeChartBlock,\n]\);/);

    const blocksMap = readFileSync(join(dir, 'blocks/index.ts'), 'utf8');
    expect(scaffold('block', 'size-chart')).toBe(1);
    expect(readFileSync(join(dir, 'blocks/index.ts'), 'utf8')).toBe(blocksMap);
  });

  it('lists a new screen before the catch-alls, and refuses a name that is not kebab-case', () => {
    dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
    for (const map of MAPS) cpSync(join(repo, map), join(dir, map));
    expect(scaffold('screen', 'listing', '/items/:id')).toBe(0);
    expect(readFileSync(join(dir, 'screens/listing/index.ts'), 'utf8')).toContain("path: '/items/:id'");
    // Its calls, which the screen reads with Suspense.
    expect(readFileSync(join(dir, 'screens/listing/listing-queries.ts'), 'utf8')).toContain(
      "api.get('/v1/listing', { schema: z.unknown() })",
    );
    expect(readFileSync(join(dir, 'screens/listing/ListingScreen.tsx'), 'utf8')).toContain(
      'useSuspenseQuery(listingQuery(api));',
    );
    expect(readFileSync(join(dir, 'screens/index.ts'), 'utf8')).toMatch(
      / {2}listing,\n {2}nav,\n {2}shop,\n {2}profile,/,
    );
    expect(scaffold('screen', 'Listing', '/items/:id')).toBe(1);
  });

  it('writes a screen that passes lint, whatever the length of its name', () => {
    dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
    for (const map of MAPS) cpSync(join(repo, map), join(dir, map));
    expect(scaffold('screen', 'seller-payout-schedule-history', '/selling/payout-schedule-history')).toBe(0);
    lint('screens/seller-payout-schedule-history');
  });
});
