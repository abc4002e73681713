import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(process.cwd());
/** What the server scaffolds read and edit besides the files they write. */
const EDITED = ['server/app.ts', 'server/job-registry.ts', 'server/ENDPOINTS.md'];
let dir = '';

/** Runs the scaffold in the scratch folder; answers its exit status. */
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

const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const exists = (file: string) => existsSync(join(dir, file));

/** A scratch folder holding copies of the files the scaffolds edit and the migrations they number after. */
function scratch() {
  dir = mkdtempSync(join(tmpdir(), 'scaffold-server-'));
  for (const file of EDITED) cpSync(join(repo, file), join(dir, file));
  cpSync(join(repo, 'server/db/migrations'), join(dir, 'server/db/migrations'), { recursive: true });
}

/** The scratch folder's state: every file's text by path, to show that a refusal wrote nothing. */
function snapshot(): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, readFileSync(path, 'utf8')];
    }),
  );
}

// Each command is a process of its own (~1 s, several on a busy machine).
describe('npm run new:endpoint / new:migration / new:job', { timeout: 240_000 }, () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an endpoint’s domain function, routes, test and schema, mounts it last in app.ts and lists it in ENDPOINTS.md', () => {
    scratch();
    expect(scaffold('endpoint', 'selling', 'rebates', 'GET', '/v1/users/:uuid/rebates')).toBe(0);
    for (const file of [
      'server/selling/README.md',
      'server/selling/rebates.ts',
      'server/selling/rebates-routes.ts',
      'server/selling/rebates-routes.test.ts',
      'schemas/entities/rebates.ts',
    ])
      expect(exists(file), file).toBe(true);
    // A read writes no body schema.
    expect(exists('schemas/requests/rebates.ts')).toBe(false);
    expect(read('server/app.ts')).toContain("import { rebatesRoutes } from './selling/rebates-routes';");
    expect(read('server/app.ts')).toMatch(/ {2}app\.route\('\/', rebatesRoutes\(db\)\);\n {2}app\.notFound\(/);
    expect(read('server/ENDPOINTS.md')).toMatch(/\n\| `GET \/v1\/users\/:uuid\/rebates` \| signed in, .*\|\n$/);
    const routes = read('server/selling/rebates-routes.ts');
    expect(routes).toContain('requireViewer(c)');
    expect(routes).toContain("code: 'forbidden', field: 'uuid'");

    // A write in the same folder: a body schema, and the folder's README left as it is.
    const readme = read('server/selling/README.md');
    expect(scaffold('endpoint', 'selling', 'rebate-requests', 'POST', '/v1/rebate_requests')).toBe(0);
    expect(read('schemas/requests/rebate-requests.ts')).toContain('rebate_requests: z.object({');
    expect(read('server/selling/rebate-requests-routes.ts')).toContain(
      'parseInput(rebateRequestsBodySchema, await readJsonBody(c))',
    );
    expect(read('server/selling/README.md')).toBe(readme);
  });

  it('stays within lint’s 120 columns with long names and several parameters (comments wrapped, code by Prettier)', () => {
    scratch();
    const long = ['selling', 'seller-rebate-request-approvals', 'PATCH'];
    expect(scaffold('endpoint', ...long, '/v1/users/:uuid/seller_rebate_request_approvals/:approval_id/:slug')).toBe(0);
    const history = ['selling', 'seller-rebate-schedule-histories', 'GET'];
    expect(scaffold('endpoint', ...history, '/v1/users/:uuid/seller_rebate_schedule_histories')).toBe(0);
    expect(scaffold('job', 'selling', 'settle-seller-rebate-request-approvals')).toBe(0);
    cpSync(join(repo, 'eslint.config.js'), join(dir, 'eslint.config.js'));
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
    const eslint = ['--max-warnings', '0', 'server/selling', 'schemas', 'server/app.ts', 'server/job-registry.ts'];
    run('eslint', ...eslint);
  });

  it('refuses a taken name, a path ENDPOINTS.md lists and a bad method, writing nothing', () => {
    scratch();
    expect(scaffold('endpoint', 'selling', 'rebates', 'GET', '/v1/users/:uuid/rebates')).toBe(0);
    const before = snapshot();
    expect(scaffold('endpoint', 'selling', 'rebates', 'GET', '/v1/rebates')).toBe(1);
    expect(scaffold('endpoint', 'selling', 'rebate-list', 'GET', '/v1/users/:uuid/rebates')).toBe(1);
    // Taken elsewhere: schemas/entities/cart.ts is the cart's.
    mkdirSync(join(dir, 'schemas/entities'), { recursive: true });
    writeFileSync(join(dir, 'schemas/entities/cart.ts'), '');
    expect(scaffold('endpoint', 'selling', 'cart', 'GET', '/v1/selling/cart')).toBe(1);
    rmSync(join(dir, 'schemas/entities/cart.ts'));
    expect(scaffold('endpoint', 'selling', 'rebate-runs', 'FETCH', '/v1/rebate_runs')).toBe(1);
    expect(scaffold('endpoint', 'Selling', 'rebate-runs', 'GET', '/v1/rebate_runs')).toBe(1);
    expect(scaffold('endpoint', 'selling', 'rebate-runs', 'GET', 'v1/rebate_runs')).toBe(1);
    expect(snapshot()).toEqual(before);
  });

  it('numbers a migration after the highest present, with its header; refuses a taken name or number', () => {
    scratch();
    const present = readdirSync(join(dir, 'server/db/migrations'));
    const next = String(Math.max(...present.map((file) => Number(file.slice(0, 3)))) + 1).padStart(3, '0');
    expect(scaffold('migration', 'rebate-schedules')).toBe(0);
    const file = `server/db/migrations/${next}_rebate_schedules.sql`;
    expect(read(file)).toMatch(/^-- TODO what rebate schedules adds or changes, and why: the issue/);
    expect(read(file)).toContain('-- TODO the files that read and write it');

    const before = snapshot();
    expect(scaffold('migration', 'rebate_schedules')).toBe(1);
    expect(scaffold('migration', 'rebate-holds', '--number', next)).toBe(1);
    expect(scaffold('migration', 'rebate-holds', '--number', '7')).toBe(1);
    expect(scaffold('migration', 'Rebate holds')).toBe(1);
    expect(snapshot()).toEqual(before);
    // An assigned number below the highest, when parallel work holds the ones between.
    expect(scaffold('migration', 'rebate-holds', '--number', '001')).toBe(1);
    const now = readdirSync(join(dir, 'server/db/migrations'));
    const free = Array.from({ length: 999 }, (_, i) => String(i + 1).padStart(3, '0')).find(
      (number) => !now.some((name) => name.startsWith(`${number}_`)),
    )!;
    expect(scaffold('migration', 'rebate-holds', '--number', free)).toBe(0);
    expect(exists(`server/db/migrations/${free}_rebate_holds.sql`)).toBe(true);
  });

  it('writes a recurring job and its test, and lists it last in RECURRING_JOBS; refuses a taken one', () => {
    scratch();
    expect(scaffold('job', 'selling', 'settle-rebates', '--every', '5m')).toBe(0);
    const job = read('server/selling/settle-rebates-job.ts');
    expect(job).toContain('export const SETTLE_REBATES_JOB: RecurringJob = {');
    expect(job).toContain("kind: 'selling.settle_rebates'");
    expect(job).toContain('everyMs: 300_000');
    expect(read('server/selling/settle-rebates-job.test.ts')).toContain('freezeClock(context.db)');
    const registry = read('server/job-registry.ts');
    expect(registry).toContain("import { SETTLE_REBATES_JOB } from './selling/settle-rebates-job';");
    expect(registry).toMatch(/ {2}SETTLE_REBATES_JOB,\n\];/);

    const before = snapshot();
    expect(scaffold('job', 'selling', 'settle-rebates')).toBe(1);
    // END_LAPSED_VACATIONS_JOB is listed already, from vacations/.
    expect(scaffold('job', 'selling', 'end-lapsed-vacations')).toBe(1);
    expect(scaffold('job', 'selling', 'pay-sellers', '--every', 'hourly')).toBe(1);
    expect(scaffold('job', 'selling', 'pay-sellers', '--every', '500ms')).toBe(1);
    expect(snapshot()).toEqual(before);
  });
});

/**
 * A copy of the server's half of the repository (server/, schemas/ and the configuration that checks them, on the
 * repository's node_modules) where the commands run as a person runs them and their output is checked as CI checks it.
 */
function serverCopy() {
  dir = mkdtempSync(join(tmpdir(), 'scaffold-server-copy-'));
  for (const folder of ['server', 'schemas']) cpSync(join(repo, folder), join(dir, folder), { recursive: true });
  for (const file of [
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'vitest.setup.tsx',
    'eslint.config.js',
    '.prettierrc.json',
    '.dependency-cruiser.cjs',
  ])
    cpSync(join(repo, file), join(dir, file));
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  // The server and the schemas alone (schemas' own tests import scripts/, which the copy leaves out).
  writeFileSync(
    join(dir, 'tsconfig.copy.json'),
    JSON.stringify({ extends: './tsconfig.json', include: ['server', 'schemas'], exclude: ['schemas/**/*.test*'] }),
  );
}

/** Runs a tool of node_modules/.bin in the copy; fails the test with its output when it fails. */
function run(tool: string, ...args: string[]): string {
  // The outer run's own variables would make the inner vitest think it is one of its workers. PGlite only: the
  // generated code runs no SQL until a person writes it, and PostgreSQL would seed a second template (~30 s).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_DATABASE_URL'),
  );
  try {
    return execFileSync(join(repo, 'node_modules/.bin', tool), args, { cwd: dir, env, encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

describe('the server scaffolds end to end', () => {
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes an endpoint, a write, a migration and a job that type-check, pass lint and their generated tests', () => {
    serverCopy();
    expect(scaffold('endpoint', 'selling', 'rebates', 'GET', '/v1/users/:uuid/rebates')).toBe(0);
    expect(scaffold('endpoint', 'selling', 'rebate', 'DELETE', '/v1/rebates/:id')).toBe(0);
    expect(scaffold('endpoint', 'selling', 'rebate-requests', 'POST', '/v1/users/:uuid/rebate_requests')).toBe(0);
    expect(scaffold('migration', 'rebates')).toBe(0);
    expect(scaffold('job', 'selling', 'settle-rebates')).toBe(0);
    const written = readdirSync(join(dir, 'server/selling')).map((file) => `server/selling/${file}`);
    const code = [
      ...written.filter((file) => file.endsWith('.ts')),
      'schemas/entities/rebates.ts',
      'schemas/entities/rebate-requests.ts',
      'schemas/requests/rebate-requests.ts',
      'server/app.ts',
      'server/job-registry.ts',
    ];

    run('tsc', '-p', 'tsconfig.copy.json');
    run('eslint', '--max-warnings', '0', ...code);
    run('prettier', '--check', ...code);
    run('depcruise', 'server', '--config', '.dependency-cruiser.cjs', '--output-type', 'err');
    // The generated migration runs in the seeded database every test starts from.
    const tests = written.filter((file) => file.endsWith('.test.ts'));
    expect(tests).toHaveLength(4);
    run('vitest', 'run', '--project', 'node', '--reporter', 'json', '--outputFile', 'report.json', ...tests);
    const { numFailedTests, numPassedTests, success } = JSON.parse(read('report.json')) as {
      numFailedTests: number;
      numPassedTests: number;
      success: boolean;
    };
    expect({ success, numFailedTests }).toEqual({ success: true, numFailedTests: 0 });
    expect(numPassedTests).toBeGreaterThanOrEqual(9);
  }, 600_000);
});
