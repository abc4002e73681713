import { expect, it } from 'vitest';
import { prepareDatabase } from './prepare-database';
import { describeEachDriver, useSeededApp } from './testing/test-databases';

const TABLES = ['categories', 'item_facet_counts', 'items', 'users'];

/** The tables of TABLES the query planner has statistics for. */
async function tablesWithStatistics(db: ReturnType<typeof useSeededApp>['db']): Promise<string[]> {
  const rows = await db.query<{ tablename: string }>(
    `SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = current_schema() AND tablename = ANY ($1::text[]) ORDER BY tablename`,
    [TABLES],
  );
  return rows.map((row) => row.tablename);
}

describeEachDriver('prepareDatabase', (driver) => {
  const context = useSeededApp(driver);

  // Without statistics the planner takes every table for a few rows: the home page's category grid
  // then walked all 15,000 available items in popularity order (270 ms instead of 1 ms on PGlite),
  // and PGlite never autovacuums, so it stayed that way.
  it('leaves the seeded database with planner statistics', async () => {
    expect(await tablesWithStatistics(context.db)).toEqual(TABLES);
  });

  it('gathers statistics again for a database that has none when it opens', async () => {
    await context.db.exec(`DELETE FROM pg_statistic WHERE starelid IN ('items'::regclass, 'categories'::regclass)`);
    expect(await tablesWithStatistics(context.db)).not.toContain('items');
    const report = await prepareDatabase(context.db);
    expect(report.seeded).toBe(false);
    expect(await tablesWithStatistics(context.db)).toEqual(TABLES);
  });
});
