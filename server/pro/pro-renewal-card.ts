import type { Db } from '../db/db';

/** A saved card a renewal charges: its vault token, and what the subscriber knows it by. */
export interface RenewalCard {
  id: number;
  token: string;
  brand: string;
  last4: string;
}

/**
 * The card a Kitswap Pro renewal would charge now: the subscriber's default saved card, if the running gateway saved
 * it (a card another gateway's vault keeps cannot be charged here), else none. The one reading of it: the renewal
 * job charges it and `GET /v1/pro/subscription` shows it (`renewal_card`), so the card shown is the card charged.
 */
export async function renewalCard(db: Db, gatewayName: string, userId: number): Promise<RenewalCard | undefined> {
  const [card] = await db.query<RenewalCard>(
    'SELECT id, token, brand, last4 FROM payment_methods WHERE user_id = $1 AND is_default AND gateway = $2',
    [userId, gatewayName],
  );
  return card;
}
