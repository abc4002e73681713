import type { ApiClient } from '../../engine';
import { vacationSchema, type Vacation } from '../../schemas/entities/chrome';
import type { StartVacationBody } from '../../schemas/requests/vacation';

/** POST /v1/vacations: turns vacation mode on (server/vacations/vacation-routes.ts). */
export const startVacation = (api: ApiClient, vacation: StartVacationBody['vacation']): Promise<Vacation> =>
  api.post('/v1/vacations', { vacation }, { schema: vacationSchema });

/** DELETE /v1/vacations/active: turns the user's own vacation off. */
export const endVacation = (api: ApiClient): Promise<unknown> => api.delete('/v1/vacations/active');

/** Today as YYYY-MM-DD in UTC, the day a return date is checked against (the server's rule). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
