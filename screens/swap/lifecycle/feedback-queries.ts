import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import { swapSchema, type Swap } from '../../../schemas/entities/swap';
import type { LeaveFeedbackBody } from '../../../schemas/requests/feedback';
import { swapMessagesQuery, swapQuery } from '../swap-queries';

/**
 * POST /v1/swaps/{id}/feedback: the buyer's rating; the swap as the server answers it replaces the cached one and
 * the thread refetches (its `feedback_left` notice).
 */
export async function leaveFeedback(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  body: LeaveFeedbackBody,
): Promise<void> {
  const swap = await api.post(`/v1/swaps/${id}/feedback`, body, { schema: swapSchema });
  queryClient.setQueryData(swapQuery(api, id).queryKey, swap);
  await queryClient.invalidateQueries({ queryKey: swapMessagesQuery(api, id).queryKey });
}

/** The cached swap once archived or unarchived: the flag, and the action offered next. */
export function withArchived(swap: Swap, archived: boolean): Swap {
  const others = swap.actions.filter((action) => action !== 'archive' && action !== 'unarchive');
  return { ...swap, archived, actions: [...others, archived ? 'unarchive' : 'archive'] };
}
