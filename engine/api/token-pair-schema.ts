import { z } from 'zod';

/** The token refresh's answer (spec §7.2); loaded apart from the client, on the first refresh. */
export const tokenPairSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
