import type { Db } from '../db/db';

let userCount = 0;

/**
 * A new account of the test's own: no subscription, saved card, locker profile or items, and not on the Pro
 * allowlist, so Pro is open to it only while the site opens it ({@link withProOpen}).
 */
export async function newUser(db: Db, label: string): Promise<{ id: number; username: string }> {
  const username = `${label}_${process.pid}_${++userCount}`;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id',
    [username],
  );
  return { id: row!.id, username };
}

/**
 * Runs `run` with Kitswap Pro open to every account (site setting `pro_enabled`), then puts the setting back as it
 * was: the file's other tests count on Pro being closed to accounts off the allowlist.
 */
export async function withProOpen<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const [before] = await db.query<{ value: unknown }>("SELECT value FROM site_settings WHERE key = 'pro_enabled'");
  await db.query(
    `INSERT INTO site_settings (key, value) VALUES ('pro_enabled', 'true'::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = 'true'::jsonb`,
  );
  try {
    return await run();
  } finally {
    if (before) {
      await db.query("UPDATE site_settings SET value = $1::jsonb WHERE key = 'pro_enabled'", [
        JSON.stringify(before.value),
      ]);
    } else {
      await db.query("DELETE FROM site_settings WHERE key = 'pro_enabled'");
    }
  }
}
