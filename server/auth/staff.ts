import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** SQL: whether the user whose id is in parameter `userParam` ('$2') is staff, false without a configuration row. */
export const isAdminSql = (userParam: string) =>
  `coalesce((SELECT uc.admin FROM user_configurations uc WHERE uc.user_id = ${userParam}), false)`;

/** Whether the user is staff (`user_configurations.admin`, migration 113): the admin grants of spec §6. */
export async function isAdmin(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ admin: boolean }>(`SELECT ${isAdminSql('$1')} AS admin`, [userId]);
  return row!.admin;
}

/** 403 `forbidden` unless the user is an admin; checked before anything is read or written. */
export async function requireAdmin(db: Db, userId: number): Promise<void> {
  if (!(await isAdmin(db, userId)))
    throw new ApiError(403, [{ message: 'Only Kitswap staff can do this', code: 'forbidden' }]);
}
