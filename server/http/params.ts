import { z } from 'zod';

/** The largest id an integer column holds: larger ids are invalid input, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** A numeric id as it arrives in a path or query string. */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);
