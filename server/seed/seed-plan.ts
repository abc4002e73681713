import { passwordSchema } from '../../schemas/requests/iam';
import { serverMode } from '../config/environment';
import type { Db } from '../db/db';
import { DEMO_PASSWORD } from '../iam/demo-password';
import { hashPassword } from '../iam/passwords';
import { DEMO_PASSWORD_HASH } from './demo-logins';

type Env = Record<string, string | undefined>;

/**
 * What the seed writes besides the catalogue and the CMS (issue 31). `demoAccounts: false` (production and staging
 * unless they opt in): no users, logins, items, swaps, feedback or balances — nothing that pretends to be a
 * person. `demoAccounts: true`: the whole demo; `password` null keeps the published demo password (development and
 * test only), otherwise the demo logins get its hash, made at seed.
 */
export type SeedPlan = { demoAccounts: false } | { demoAccounts: true; password: string | null };

/** Everything, with the published demo password: what development and the tests seed. */
export const DEVELOPMENT_SEED: SeedPlan = { demoAccounts: true, password: null };

/** The flag a production or staging deployment opts in to the demo accounts with (`1`), and its password. */
export const DEMO_ACCOUNTS_FLAG = 'KS_DEMO_ACCOUNTS';
export const DEMO_PASSWORD_VARIABLE = 'KS_DEMO_PASSWORD';

/**
 * The seed this KS_ENV gets. Development and test: everything. Production and staging: the catalogue and CMS
 * only, unless `KS_DEMO_ACCOUNTS=1`, and then `KS_DEMO_PASSWORD` must be set, pass the registration's password
 * rule and differ from the published one — otherwise this throws and the server refuses to start.
 */
export function seedPlanFromEnvironment(env: Env = process.env): SeedPlan {
  const mode = serverMode(env);
  if (mode === 'development' || mode === 'test') return DEVELOPMENT_SEED;
  if (env[DEMO_ACCOUNTS_FLAG]?.trim() !== '1') return { demoAccounts: false };
  const password = env[DEMO_PASSWORD_VARIABLE];
  if (password === undefined || password === '')
    throw new Error(
      `${DEMO_ACCOUNTS_FLAG}=1 needs ${DEMO_PASSWORD_VARIABLE} when KS_ENV is ${mode}: the demo accounts (an admin among them) must not sign in with the published password`,
    );
  if (password === DEMO_PASSWORD)
    throw new Error(
      `${DEMO_PASSWORD_VARIABLE} is the published demo password; choose another one when KS_ENV is ${mode}`,
    );
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) throw new Error(`${DEMO_PASSWORD_VARIABLE}: ${checked.error.issues[0]!.message}`);
  return { demoAccounts: true, password };
}

/**
 * Makes sure no login signs in with the published demo password where the plan says so (every plan but
 * development's): such a login — seeded now, or seeded before issue 31 in a production database — gets the
 * plan's demo password, or none (it cannot sign in by password; `npm run admin:create` sets one) and its
 * sessions end. The published hash has a fixed salt, so it is matched exactly. Returns how many logins changed.
 */
export async function replacePublishedDemoPassword(db: Db, plan: SeedPlan): Promise<number> {
  if (plan.demoAccounts && plan.password === null) return 0;
  const newHash = plan.demoAccounts && plan.password !== null ? await hashPassword(plan.password) : null;
  return db.transaction(async (tx) => {
    const changed = await tx.query<{ user_id: number }>(
      'UPDATE user_logins SET password_hash = $2 WHERE password_hash = $1 RETURNING user_id',
      [DEMO_PASSWORD_HASH, newHash],
    );
    const ids = changed.map((row) => row.user_id);
    if (ids.length > 0) await tx.query('DELETE FROM refresh_tokens WHERE user_id = ANY ($1::int[])', [ids]);
    return ids.length;
  });
}
