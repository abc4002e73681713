import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { vacationSchema } from '../../schemas/entities/chrome';

/**
 * The signed-in user's active vacation (GET /v1/vacations/active; spec §6: queried only when signed in).
 * The banner and /settings/vacation share it, so turning vacation on or off updates both.
 */
export const activeVacationQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: ['chrome', 'vacation', userId],
    queryFn: () => api.get('/v1/vacations/active', { schema: vacationSchema.nullable() }),
    enabled: userId !== undefined,
  });
