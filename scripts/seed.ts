/**
 * Migrates and seeds the database the server would open (DATABASE_URL, else PGlite at DATA_DIR or
 * ./data/pglite), with as many items as `--items N` says (20,000 by default). A database that was
 * seeded before is left as it is: point DATA_DIR at a new directory for another size.
 *
 *   npm run seed -- --items 100000
 *   DATA_DIR=/tmp/ks-100k npm run seed -- --items 100000
 */
import { parseArgs } from 'node:util';
import { openDatabase, prepareDatabase } from '../server';

const { values } = parseArgs({ options: { items: { type: 'string' } } });
const itemCount = values.items === undefined ? undefined : Number(values.items);
if (itemCount !== undefined && !(Number.isInteger(itemCount) && itemCount >= 1 && itemCount <= 2_000_000)) {
  throw new Error(`--items must be a whole number from 1 to 2,000,000, not '${values.items}'`);
}
const started = performance.now();
const db = await openDatabase();
const report = await prepareDatabase(db, { itemCount });
const [{ items } = { items: 0 }] = await db.query<{ items: number }>('SELECT count(*)::int AS items FROM items');
await db.close();
console.log(
  report.seeded
    ? `Seeded ${items} items in ${Math.round(performance.now() - started)} ms.`
    : `Already seeded (${items} items); nothing changed. Use a new DATA_DIR (or database) for another size.`,
);
