import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';

/** Loaded on first use: the chrome's queries are in every page's entry, and hydration runs none. */
const activeVacationSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.vacationSchema.nullable()),
);

/**
 * The signed-in user's active vacation (GET /v1/vacations/active; spec §6: queried only when signed in).
 * The banner and /settings/vacation share it, so turning vacation on or off updates both.
 */
export const activeVacationQuery = (api: ApiClient, userId: string | undefined) =>
  queryOptions({
    queryKey: ['chrome', 'vacation', userId],
    queryFn: () => api.get('/v1/vacations/active', { schema: activeVacationSchema }),
    enabled: userId !== undefined,
  });
