import { openDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
for (const db of [await openDb(), openPostgres(process.env.TEST_DATABASE_URL!)]) {
  console.log(await migrate(db));
  console.log(await migrate(db));
  console.log(await db.query('select count(*) as n, 1.5::numeric(10,2) as p, now() as t from schema_migrations'));
  await db.transaction(async (tx) => { await tx.transaction(async (t2) => { await t2.query("insert into users(id, username, joined_at) values (1,'a',now())"); throw new Error('x'); }).catch(()=>{}); });
  console.log(await db.query('select count(*) from users'));
  await db.close();
}
