import fc from 'fast-check';
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { bearer } from '../testing/requests';
import { pathSegment, queryString, requestBody } from './api-inputs';

export interface FuzzFailure {
  method: string;
  url: string;
  status: number;
  /** The request body, cut to 200 characters. */
  sent?: string;
  /** The answer, cut to 300 characters. */
  answer: string;
}

export interface FuzzReport {
  sent: number;
  /** Answers by status class: '2xx', '4xx', '5xx'. */
  byClass: Record<string, number>;
  /** Every answer of 500 or more. */
  failures: FuzzFailure[];
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The routes an app has registered (middleware left out), each method and path once. */
export function registeredRoutes(app: Hono): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
}

/** Ids that exist in the seeded database, so some requests get past "not found". */
async function realValues(db: Db) {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((row) => String(row.id));
  const users = await db.query<{ id: number; uuid: string }>(
    'SELECT id, uuid::text AS uuid FROM users WHERE id IN (1001, 1002, 1003) ORDER BY id',
  );
  return {
    users,
    segments: [
      ...users.flatMap((user) => [String(user.id), user.uuid]),
      ...(await ids("SELECT id FROM items WHERE state = 'available' ORDER BY id LIMIT 3")),
      ...(await ids('SELECT id FROM swaps ORDER BY id LIMIT 3')),
      ...(await ids('SELECT id FROM offers ORDER BY id LIMIT 3')),
      'golf',
      'hockey',
      'buying_guide',
      'legal',
      'terms',
      'superlative_tooltips',
      'for_you_feed',
      '1.svg',
      'golf.svg',
    ],
  };
}

/**
 * Generated requests: any route, its parameters, query and body bad in any way, as a guest, a member or with a forged
 * token.
 */
function requests(
  routes: { method: string; path: string }[],
  real: Awaited<ReturnType<typeof realValues>>,
): fc.Arbitrary<FuzzRequest> {
  const caller = fc.oneof(
    fc.constant<Record<string, string>>({}),
    fc.constantFrom(...real.users.map((user) => bearer(user.id, user.uuid))),
    fc.constantFrom(
      { authorization: 'Bearer not.a.token' },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: 'Bearer ' },
    ),
  );
  const segment = pathSegment(real.segments);
  return fc.constantFrom(...routes).chain(({ method, path }) => {
    const holes = path.split('/').filter((part) => part.startsWith(':') || part === '*').length;
    return fc
      .record({
        segments: fc.array(segment, { minLength: holes, maxLength: holes }),
        query: queryString,
        body: method === 'GET' ? fc.constant(undefined) : fc.option(requestBody, { nil: undefined, freq: 8 }),
        caller,
        contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
        address: fc.ipV4(),
      })
      .map(({ segments, query, body, caller: auth, contentType, address }) => {
        let hole = 0;
        const filled = path
          .split('/')
          .map((part) => (part.startsWith(':') || part === '*' ? segments[hole++]! : part))
          .join('/');
        const headers: Record<string, string> = {
          ...auth,
          'x-forwarded-for': address,
          ...(contentType ? { 'content-type': contentType } : {}),
        };
        return { method, url: `${filled}${query}`, headers, body };
      });
  });
}

/**
 * Sends `runs` generated bad requests to the app's routes (issue 14 §7b) and counts the answers;
 * any answer of 500 or more is a failure. `seed` makes a run repeatable.
 */
export async function fuzzApi({
  app,
  db,
  runs,
  seed,
}: {
  app: Hono;
  db: Db;
  runs: number;
  seed?: number;
}): Promise<FuzzReport> {
  const generated = fc.sample(requests(registeredRoutes(app), await realValues(db)), { numRuns: runs, seed });
  const report: FuzzReport = { sent: 0, byClass: {}, failures: [] };
  for (const request of generated) {
    const response = await app.request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const answer = await response.text();
    report.sent++;
    const statusClass = `${Math.floor(response.status / 100)}xx`;
    report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
    if (response.status >= 500) {
      report.failures.push({
        method: request.method,
        url: request.url,
        status: response.status,
        sent: request.body?.slice(0, 200),
        answer: answer.slice(0, 300),
      });
    }
  }
  return report;
}
