// The files `npm run new:endpoint`, `new:migration` and `new:job` write (server/README.md 'A seller page end to
// end'). Each compiles, passes lint (and dependency-cruiser's placement rule) and its test as generated; the TODO
// lines mark what only a person can write. Until the migration has made its table there is nothing true to read, so
// the domain function answers an empty value of its schema (a list, or null for an id: 404) and shows the SQL it
// will run; the job settles nothing, which its idempotence test already holds it to.
import { camel, pascal } from './templates';

/** 'payout-runs' → 'payout_runs': table, column, body key and job-kind spelling. */
export const snake = (name: string) => name.replace(/-/g, '_');
/** 'settle-payouts' → 'SETTLE_PAYOUTS'. */
export const constant = (name: string) => snake(name).toUpperCase();
/** 'payout-runs' → 'payout runs', for messages. */
const words = (name: string) => name.replace(/-/g, ' ');

/** `text` in lines of at most `width` columns, each begun with `prefix` (lint holds comments to 120). */
function wrap(text: string, prefix: string, width = 118): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(prefix + line);
  return lines.join('\n');
}
/** `text` as line comments at `indent`. */
export const lineComment = (text: string, indent = '') => wrap(text, `${indent}// `);
/** `text` as a JSDoc block at `indent` (one line when it fits). */
const docComment = (text: string, indent = '') => {
  const one = `${indent}/** ${text} */`;
  return one.length <= 118 ? one : `${indent}/**\n${wrap(text, `${indent} * `)}\n${indent} */`;
};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A path parameter other than `uuid` is an id when it reads so (`id`, `item_id`, `offerId`), else a short string. */
const isIdParam = (param: string) => /^id$|_id$|[a-z]Id$/.test(param);

/** The path's parameters in order: `/v1/users/:uuid/payouts/:id` → ['uuid', 'id']. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);

/** The path as a client's template literal: `/v1/users/:uuid/payouts` → '/v1/users/${uuid}/payouts'. */
export const clientPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '${$1}');

export interface EndpointSpec {
  domain: string;
  thing: string;
  method: HttpMethod;
  path: string;
}

/** What the endpoint's files agree on: names, who may call it, what it reads. */
export function endpointShape({ domain, thing, method, path }: EndpointSpec) {
  const params = pathParams(path);
  const ownAccount = params.includes('uuid');
  const write = method !== 'GET';
  const ids = params.filter((param) => param !== 'uuid');
  const verb = { GET: 'find', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }[method];
  return {
    domain,
    thing,
    method,
    path,
    params,
    ids,
    ownAccount,
    write,
    /** Signed in: the path names the caller's account, or the call writes. */
    signedIn: ownAccount || write,
    /** Answers `{data: <thing>}` (a list without ids, one or 404 with them); DELETE answers `{data: null}`. */
    answers: method !== 'DELETE',
    single: ids.length > 0,
    /** POST, PUT and PATCH read a JSON body `{<thing>: {…}}`. */
    hasBody: write && method !== 'DELETE',
    fn: `${verb}${pascal(thing)}`,
    routes: `${camel(thing)}Routes`,
    Type: pascal(thing),
    schema: `${camel(thing)}Schema`,
    entrySchema: `${camel(thing)}EntrySchema`,
    bodySchema: `${camel(thing)}BodySchema`,
    bodyKey: snake(thing),
    status: method === 'POST' ? 201 : 200,
    label: `${method} ${path}`,
  };
}
type Shape = ReturnType<typeof endpointShape>;

/** The zod of the path's parameters (a local of the routes file, as the house writes them). */
function paramsSchemaLine(shape: Shape): string {
  const fields = shape.params.map((param) =>
    param === 'uuid' || !isIdParam(param) ? `${param}: z.string().min(1).max(100)` : `${param}: dbIdParam`,
  );
  return `const paramsSchema = z.object({ ${fields.join(', ')} });`;
}

const entitySchemaFile = (shape: Shape) => `import { z } from 'zod';
import { dateTimeSchema } from '../primitives';

${docComment(`One of the ${words(shape.thing)} ${shape.label} answers. TODO its fields, each with a line on what it is.`)}
export const ${shape.entrySchema} = z.object({
  id: z.number().int().positive(),
  created_at: dateTimeSchema,
});

${docComment(`${shape.label}: TODO one line on what the caller sees (and its row in server/ENDPOINTS.md).`)}
export const ${shape.schema} = ${shape.single ? shape.entrySchema : `z.array(${shape.entrySchema})`};

export type ${shape.Type}Entry = z.infer<typeof ${shape.entrySchema}>;
export type ${shape.Type} = z.infer<typeof ${shape.schema}>;
`;

const requestSchemaFile = (shape: Shape) => `import { z } from 'zod';

${docComment(`${shape.label}: TODO what the caller sends, each field with its rule (the client's form parses with it too).`)}
export const ${shape.bodySchema} = z.object({
  ${shape.bodyKey}: z.object({
    // TODO the fields, e.g. amount: z.number().positive('Enter an amount above $0'),
  }),
});

export type ${shape.Type}Body = z.input<typeof ${shape.bodySchema}>;
`;

/** The domain function's parameters after `db`: the caller, the path's ids, the body. */
function domainParams(shape: Shape): string[] {
  return [
    shape.signedIn ? '_userId: number' : '_viewerId: number | null',
    ...shape.ids.map((id) => `_${id}: ${isIdParam(id) ? 'number' : 'string'}`),
    ...(shape.hasBody ? [`_input: ${shape.Type}Input`] : []),
  ];
}

function domainFile(shape: Shape): string {
  const returns = shape.answers
    ? shape.single
      ? `${shape.Type} | null`
      : shape.Type
    : shape.single
      ? 'boolean'
      : 'void';
  const owner = shape.signedIn ? 'userId' : 'viewerId';
  const where = shape.single
    ? 'WHERE id = $2 AND user_id = $1'
    : 'WHERE user_id = $1 ORDER BY created_at DESC, id DESC';
  const toEntry = '({ ...row, created_at: row.created_at.toISOString() })';
  const body = shape.write
    ? `${lineComment('TODO the write, in one transaction once it is more than one statement (db.transaction(async (tx) => …)), the ids checked against the caller in its WHERE (another user’s row is 404, never confirmed).', '  ')}
  return${shape.answers ? (shape.single ? ' null' : ' []') : shape.single ? ' false' : ''};`
    : `${lineComment('TODO the SQL once its table is there (npm run new:migration), dates answered as ISO strings, e.g.', '  ')}
  //   const rows = await db.query<{ id: number; created_at: Date }>(
  //     \`SELECT id, created_at FROM ${shape.bodyKey}
  //       ${where}\`,
  //     [${[owner, ...shape.ids].join(', ')}],
  //   );
  //   return ${shape.single ? `rows.map((row) => ${toEntry})[0] ?? null` : `rows.map((row) => ${toEntry})`};
  return ${shape.single ? 'null' : '[]'};`;
  const imports = [
    ...(shape.hasBody ? ["import type { z } from 'zod';"] : []),
    ...(shape.answers ? [`import type { ${shape.Type} } from '../../schemas/entities/${shape.thing}';`] : []),
    ...(shape.hasBody ? [`import type { ${shape.bodySchema} } from '../../schemas/requests/${shape.thing}';`] : []),
    "import type { Db } from '../db/db';",
  ];
  const input = shape.hasBody
    ? `\n${docComment(`What ${shape.label} sends, parsed.`)}\nexport type ${shape.Type}Input = z.output<typeof ${shape.bodySchema}>['${shape.bodyKey}'];\n`
    : '';
  const missing = shape.answers ? 'null' : 'false';
  const about = `${shape.label}${shape.single ? ` (${missing}: no such ${words(shape.thing)} of the caller’s, answered 404)` : ''}. TODO the rule it follows, in server/${shape.domain}/README.md.`;
  return `${imports.join('\n')}
${input}
${docComment(about)}
export async function ${shape.fn}(${['_db: Db', ...domainParams(shape)].join(', ')}): Promise<${returns}> {
${body}
}
`;
}

function routesFile(shape: Shape): string {
  const args = ['db', shape.signedIn ? 'viewer.userId' : 'viewer?.userId ?? null', ...shape.ids];
  if (shape.hasBody) args.push(shape.bodyKey);
  const lines: string[] = [];
  lines.push(shape.signedIn ? 'const viewer = requireViewer(c);' : 'const viewer = optionalViewer(c);');
  if (shape.params.length > 0)
    lines.push(`const { ${shape.params.join(', ')} } = parseInput(paramsSchema, c.req.param());`);
  if (shape.ownAccount)
    lines.push(
      `if (uuid !== viewer.uuid)`,
      `  throw new ApiError(403, [{ message: 'You can only ${shape.write ? 'change' : 'see'} your own ${words(shape.thing)}', code: 'forbidden', field: 'uuid' }]);`,
    );
  if (shape.hasBody) lines.push(`const { ${shape.bodyKey} } = parseInput(${shape.bodySchema}, await readJsonBody(c));`);
  const call = `await ${shape.fn}(${args.join(', ')})`;
  const status = shape.status === 201 ? ', 201' : '';
  const notFound = `throw ApiError.notFound('${words(shape.thing).replace(/^./, (c) => c.toUpperCase())} not found');`;
  if (!shape.answers && shape.single) lines.push(`if (!(${call})) ${notFound}`, 'return c.json({ data: null });');
  else if (!shape.answers) lines.push(`${call};`, 'return c.json({ data: null });');
  else if (shape.single)
    lines.push(`const answer = ${call};`, `if (!answer) ${notFound}`, `return c.json({ data: answer }${status});`);
  else lines.push(`return c.json({ data: ${call} }${status});`);

  const imports = [
    "import { Hono } from 'hono';",
    ...(shape.params.length > 0 ? ["import { z } from 'zod';"] : []),
    ...(shape.hasBody ? [`import { ${shape.bodySchema} } from '../../schemas/requests/${shape.thing}';`] : []),
    `import { ${shape.signedIn ? 'requireViewer' : 'optionalViewer'} } from '../auth/viewer';`,
    "import type { Db } from '../db/db';",
    ...(shape.ownAccount || shape.single ? ["import { ApiError } from '../http/api-error';"] : []),
    ...(shape.ids.some(isIdParam) ? ["import { dbIdParam } from '../http/params';"] : []),
    // A route without parameters or body reads no input.
    ...(shape.params.length > 0 || shape.hasBody
      ? [`import { ${['parseInput', ...(shape.hasBody ? ['readJsonBody'] : [])].join(', ')} } from '../http/validate';`]
      : []),
    `import { ${shape.fn} } from './${shape.thing}';`,
  ];
  const who = shape.ownAccount
    ? 'Signed in (else 401), `uuid` the token’s (else 403).'
    : shape.signedIn
      ? 'Signed in (else 401).'
      : 'Anyone; a signed-in caller is passed on.';
  const about = `${shape.label}: TODO one line on what it ${shape.write ? 'does' : 'answers'} (its row in server/ENDPOINTS.md says it too). ${who} Mounted in server/app.ts.`;
  return `${imports.join('\n')}
${shape.params.length > 0 ? `\n${paramsSchemaLine(shape)}\n` : ''}
${docComment(about)}
export function ${shape.routes}(db: Db): Hono {
  return new Hono().${shape.method.toLowerCase()}('${shape.path}', async (c) => {
    ${lines.join('\n    ')}
  });
}
`;
}

/** A path parameter's value in the test: the seller's own uuid, an id nobody has, any string. */
const exampleParam = (param: string) =>
  param === 'uuid' ? 'user-${seller}' : isIdParam(param) ? '${MAX_DB_ID}' : 'unknown';

function routesTestFile(shape: Shape): string {
  const path = (overrides: Record<string, string> = {}) =>
    `\`${shape.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, param: string) => overrides[param] ?? exampleParam(param))}\``;
  const call = (caller: string, at = path(), sent = shape.hasBody ? `{ ${shape.bodyKey}: {} }` : undefined) =>
    `call(${[at, caller, ...(sent ? [sent] : [])].join(', ')})`;
  const tests: string[] = [];

  if (shape.answers && !shape.single)
    tests.push(`${lineComment(`TODO a test per rule of the endpoint: the rows it ${shape.write ? 'writes' : 'reads'} made here (and removed after), then what the caller sees.`, '  ')}
  it('answers ${shape.ownAccount ? 'the caller’s own' : 'the'} ${words(shape.thing)} (${shape.status}, ${shape.schema})', async () => {
    const { status, body } = await ${call('seller')};
    expect(status, JSON.stringify(body)).toBe(${shape.status});
    ${shape.schema}.parse((body as { data: unknown }).data);
  });`);
  else if (!shape.single)
    tests.push(`${lineComment('TODO a test per rule of the endpoint: the rows it deletes made here, then what is left.', '  ')}
  it('answers {data: null}', async () => {
    const { status, body } = await ${call('seller')};
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ data: null });
  });`);
  else
    tests.push(`${
      shape.answers
        ? `${lineComment(`TODO the row it answers made here (and removed after), then this test: ${shape.status} with ${shape.schema}.`, '  ')}
  it.todo('answers one of the caller’s own ${words(shape.thing)} (${shape.status}, ${shape.schema})');`
        : `${lineComment('TODO the row it deletes made here, then this test: {data: null}, and the row gone.', '  ')}
  it.todo('deletes one of the caller’s own ${words(shape.thing)}');`
    }

  it('answers 404 for an unknown id, never confirming another user’s', async () => {
    const { status, body } = await ${call('seller')};
    expect(status).toBe(404);
    expect(errorOf(body)).toMatchObject({ code: 'not_found' });
  });`);

  if (shape.signedIn)
    tests.push(`  it('asks a guest to sign in (401)${shape.ownAccount ? ' and refuses another user’s uuid (403)' : ''}', async () => {
    expect((await ${call('null')}).status).toBe(401);${
      shape.ownAccount
        ? `
    const other = await ${call('buyer')};
    expect(other.status).toBe(403);
    expect(errorOf(other.body)).toMatchObject({ code: 'forbidden', field: 'uuid' });`
        : ''
    }
  });`);

  const bad: string[] = [];
  for (const param of shape.params) {
    const name = `bad${pascal(param.replace(/_/g, '-'))}`;
    const value = param !== 'uuid' && isIdParam(param) ? 'abc' : "${'x'.repeat(101)}";
    bad.push(`    const ${name} = await ${call('seller', path({ [param]: value }))};
    expect(${name}.status).toBe(400);
    expect(errorOf(${name}.body)).toMatchObject({ message: expect.any(String), code: 'invalid', field: '${param}' });`);
  }
  if (shape.hasBody)
    bad.push(`    const notAnObject = await ${call('seller', path(), `{ ${shape.bodyKey}: 'x' }`)};
    expect(notAnObject.status).toBe(400);
    expect(errorOf(notAnObject.body)).toMatchObject({ message: expect.any(String), code: 'invalid', field: '${shape.bodyKey}' });
    const malformed = await ${call('seller', path(), "'{'")};
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed.body)).toMatchObject({ code: 'invalid_json' });`);
  if (bad.length > 0)
    tests.push(`  it('refuses bad input with {errors: [{message, code, field}]} (400)', async () => {
${bad.join('\n')}
  });`);

  const text = tests.join('\n\n');
  const imports = [
    "import { expect, it } from 'vitest';",
    ...(text.includes('errorOf(') ? ["import { apiErrorBodySchema } from '../../schemas/api-error';"] : []),
    ...(text.includes(`${shape.schema}.parse`)
      ? [`import { ${shape.schema} } from '../../schemas/entities/${shape.thing}';`]
      : []),
    ...(text.includes('MAX_DB_ID') ? ["import { MAX_DB_ID } from '../http/params';"] : []),
    "import { demoAccount } from '../seed/demo-accounts';",
    "import { requestAs } from '../testing/requests';",
    "import { describeEachDriver, useSeededApp } from '../testing/test-databases';",
  ];
  return `${imports.join('\n')}

const seller = demoAccount('seller').id;
${/, buyer[,)]/.test(text) ? "const buyer = demoAccount('buyer').id;\n" : ''}
describeEachDriver('${shape.label}', (driver) => {
  const context = useSeededApp(driver);
  const call = (path: string, userId: number | null${shape.hasBody ? ', body?: unknown' : ''}) =>
    requestAs(context.app, '${shape.method}', path, userId${shape.hasBody ? ', body' : ''});
${text.includes('errorOf(') ? '  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0];\n' : ''}
${text}
});
`;
}

const domainReadme = (domain: string) => `# server/${domain} — TODO what the domain is, in a line

TODO the rules of this domain and the readings of the spec behind them. Each endpoint also has its row in
[server/ENDPOINTS.md](../ENDPOINTS.md), and the folder its line in server/README.md 'Where code goes' (its floor).
`;

/** The files `npm run new:endpoint` writes (the domain's README only when the folder is new). */
export function endpointTemplates(spec: EndpointSpec, { newDomain }: { newDomain: boolean }): Record<string, string> {
  const shape = endpointShape(spec);
  const dir = `server/${spec.domain}`;
  return {
    ...(newDomain ? { [`${dir}/README.md`]: domainReadme(spec.domain) } : {}),
    ...(shape.answers ? { [`schemas/entities/${spec.thing}.ts`]: entitySchemaFile(shape) } : {}),
    ...(shape.hasBody ? { [`schemas/requests/${spec.thing}.ts`]: requestSchemaFile(shape) } : {}),
    [`${dir}/${spec.thing}.ts`]: domainFile(shape),
    [`${dir}/${spec.thing}-routes.ts`]: routesFile(shape),
    [`${dir}/${spec.thing}-routes.test.ts`]: routesTestFile(shape),
  };
}

/** The endpoint's row in server/ENDPOINTS.md. */
export function endpointRow(spec: EndpointSpec): string {
  const shape = endpointShape(spec);
  const who = shape.ownAccount ? 'signed in, `uuid` = the token’s (else 403): ' : shape.signedIn ? 'signed in: ' : '';
  const answer = shape.answers ? ` (\`${shape.schema}\`)` : ' → `null`';
  return `| \`${shape.label}\` | ${who}TODO what it answers${answer}${shape.single ? '; 404 unknown id' : ''} |`;
}

/** A migration's header: what, why, which files use it. The statements are the person's. */
export const migrationTemplate = (name: string) =>
  `${lineComment(`TODO what ${words(snake(name).replace(/_/g, '-'))} adds or changes, and why: the issue (and item) and the rule it serves.`)}
-- TODO the files that read and write it (server/<domain>/<thing>.ts).
`.replace(/^\/\/ /gm, '-- ');

export interface JobSpec {
  domain: string;
  name: string;
  everyMs: number;
}

/** 60000 → '60_000', as the house writes its intervals. */
const milliseconds = (ms: number) => String(ms).replace(/\B(?=(\d{3})+(?!\d))/g, '_');

export function jobShape({ domain, name, everyMs }: JobSpec) {
  return {
    fn: camel(name),
    JOB: `${constant(name)}_JOB`,
    kind: `${snake(domain)}.${snake(name)}`,
    file: `server/${domain}/${name}-job.ts`,
    everyMs: milliseconds(everyMs),
  };
}

/** The files `npm run new:job` writes: the job with its run function, and its test on a frozen clock. */
export function jobTemplates(spec: JobSpec): Record<string, string> {
  const { fn, JOB, kind, file, everyMs } = jobShape(spec);
  return {
    [file]: `import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';

${docComment(`TODO what ${kind} settles and by which rule (server/${spec.domain}/README.md). It takes everything due by the server clock (\`ks_now()\`), so a run after downtime catches up at once, and answers how many rows it changed.`)}
export async function ${fn}(_db: Db): Promise<number> {
  // TODO one statement, or one transaction per row (FOR UPDATE SKIP LOCKED), idempotent: a second run at the same
  // instant changes nothing (server/jobs/README.md). E.g.
  //   const rows = await db.query(
  //     'UPDATE payouts SET paid_at = ks_now() WHERE paid_at IS NULL AND due_at <= ks_now() RETURNING id',
  //   );
  //   return rows.length;
  return 0;
}

${docComment(`${fn} every ${everyMs} ms on the jobs queue, whichever process is up (listed in server/job-registry.ts).`)}
export const ${JOB}: RecurringJob = {
  kind: '${kind}',
  everyMs: ${everyMs},
  run: ${fn},
};
`,
    [file.replace(/\.ts$/, '.test.ts')]: `import { afterEach, beforeEach, expect, it } from 'vitest';
import { advanceClock, freezeClock, resetClock } from '../clock/clock';
import { JOB_HANDLERS, RECURRING_JOBS } from '../job-registry';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { ${fn}, ${JOB} } from './${spec.name}-job';

describeEachDriver('${kind}', (driver) => {
  const context = useSeededApp(driver);
  beforeEach(async () => {
    await freezeClock(context.db);
  });
  afterEach(() => resetClock(context.db));

  // TODO the rows it settles made here (some due, some not yet; removed after), then what the first run did to each.
  it('settles what is due by the server clock once: a second run at the same instant changes nothing', async () => {
    await advanceClock(context.db, ${JOB}.everyMs);
    expect(await ${fn}(context.db)).toBeGreaterThanOrEqual(0);
    expect(await ${fn}(context.db)).toBe(0);
  });

  it('is one of the recurring jobs every process schedules', () => {
    expect(RECURRING_JOBS).toContain(${JOB});
    expect(JOB_HANDLERS[${JOB}.kind]).toBeTypeOf('function');
  });
});
`,
  };
}
