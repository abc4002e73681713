/**
 * Makes the first admin of a real deployment, or promotes an existing account (issue 31): on the database the
 * server would open (DATABASE_URL, else PGlite at DATA_DIR or ./data/pglite), migrated and seeded first as the
 * server would. The password never goes on the command line (shell history, `ps`): it is read from
 * KS_ADMIN_PASSWORD, else from the first line of standard input.
 *
 *   KS_ENV=production DATABASE_URL=postgres://… npm run admin:create -- --username alex --email alex@example.com
 *   (then type the password and press Enter, or pipe it in: `printf '%s\n' "$PW" | npm run admin:create -- …`)
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase, prepareDatabase } from '../server';
import { createOrPromoteAdmin } from '../server/iam/admin-accounts';

const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } }, strict: true });
if (!values.username || !values.email) {
  console.error(
    'Usage: npm run admin:create -- --username NAME --email ADDRESS (password from KS_ADMIN_PASSWORD or stdin)',
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.KS_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (8 to 128 characters): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const password = await readPassword();
const db = await openDatabase();
try {
  await prepareDatabase(db);
  const { userId, created } = await createOrPromoteAdmin(db, {
    username: values.username,
    email: values.email,
    password,
  });
  console.log(`${created ? 'Created' : 'Promoted'} ${values.username} (user ${userId}): an admin and CMS editor.`);
} catch (error) {
  console.error(`admin:create refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
