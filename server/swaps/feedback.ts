import type { ParsedLeaveFeedbackBody } from '../../schemas/requests/feedback';
import { isAdminSql } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { addSwapNotice } from './notices';

/**
 * The buyer rates the seller of a final swap, once (issue 18 'Feedback'): one `feedback` row (its
 * `positive` kept for the readers of the old column) and the `feedback_left` notice to the seller, in
 * one transaction. The seller or an admin gets 403, anyone else 404; a swap not final 409, a second
 * rating 409 `feedback_exists` (also when two arrive at once: the swap row is locked and swap_id is
 * unique).
 */
export async function leaveFeedback(
  db: Db,
  swapId: number,
  viewerId: number,
  { feedback }: ParsedLeaveFeedbackBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [swap] = await tx.query<{
      buyer_id: number;
      seller_id: number;
      stage: string;
      admin: boolean;
      buyer: string;
    }>(
      `SELECT s.buyer_id, s.seller_id, s.stage, ${isAdminSql('$2')} AS admin, u.username AS buyer
       FROM swaps s JOIN users u ON u.id = s.buyer_id WHERE s.id = $1 FOR UPDATE OF s`,
      [swapId, viewerId],
    );
    if (!swap || (viewerId !== swap.buyer_id && viewerId !== swap.seller_id && !swap.admin))
      throw ApiError.notFound('Swap not found');
    if (viewerId !== swap.buyer_id)
      throw new ApiError(403, [{ message: 'Only the buyer rates the seller', code: 'forbidden' }]);
    if (swap.stage !== 'final')
      throw new ApiError(409, [{ message: 'You can rate the seller once the sale is final', code: 'not_final' }]);
    const inserted = await tx.query(
      `INSERT INTO feedback (seller_id, author_id, rating, positive, comment, swap_id, created_at)
       VALUES ($1, $2, $3, $3 = 'positive', $4, $5, ks_now()) ON CONFLICT (swap_id) DO NOTHING RETURNING id`,
      [swap.seller_id, viewerId, feedback.rating, feedback.comment, swapId],
    );
    if (inserted.length === 0)
      throw new ApiError(409, [{ message: 'You have already rated this sale', code: 'feedback_exists' }]);
    await addSwapNotice(tx, {
      swapId,
      event: 'feedback_left',
      body: `@${swap.buyer} left ${feedback.rating} feedback${feedback.comment ? `: “${feedback.comment}”` : '.'}`,
      notify: ['seller'],
    });
  });
}
