import { expect, it } from 'vitest';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { OFFER_EMAIL_WINDOW_SECONDS } from './swaps';

const BUYER = 1001;
const OTHER_BUYER = 1003;

describeEachDriver('offer e-mails to the seller (issue 31: one per buyer and item an hour)', (driver) => {
  const context = useSeededApp(driver);

  it('e-mails the first offer of an hour, records every offer, and e-mails again once the hour is over', async () => {
    const [item] = await context.db.query<{ id: number; seller_id: number; price: number }>(
      `SELECT i.id, i.seller_id, i.price FROM items i
        WHERE i.state = 'available' AND NOT i.auction AND i.accepts_offers AND i.seller_id NOT IN ($1, $2)
          AND i.price > 100 AND NOT i.seller_away
          AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
          AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
        ORDER BY i.id LIMIT 1`,
      [BUYER, OTHER_BUYER],
    );
    const offer = async (buyerId: number, amount: number) => {
      const answer = await requestAs(context.app, 'POST', '/v1/swaps', buyerId, {
        swap: { item_id: item!.id, offer: { amount } },
      });
      expect([200, 201]).toContain(answer.status);
      return (answer.body as { data: { id: number } }).data.id;
    };
    const emails = () =>
      context.db.query<{ id: number; swap_id: number; subject: string }>(
        "SELECT id, swap_id, subject FROM notice_outbox WHERE user_id = $1 AND event = 'offer_received' ORDER BY id",
        [item!.seller_id],
      );
    /** Moves the swap's last offer e-mail `seconds` into the past (the server's clock stays). */
    const queuedAgo = async (swapId: number, seconds: number) =>
      context.db.query(
        `UPDATE notice_outbox SET created_at = ks_now() - make_interval(secs => $2)
          WHERE id = (SELECT max(id) FROM notice_outbox WHERE swap_id = $1 AND event = 'offer_received')`,
        [swapId, seconds],
      );
    const offersOf = async (swapId: number) =>
      (await context.db.query('SELECT 1 FROM offers WHERE swap_id = $1', [swapId])).length;

    const swapId = await offer(BUYER, 50);
    expect((await emails()).map((email) => email.subject)).toEqual([expect.stringContaining('$50')]);
    await offer(BUYER, 51);
    // Just inside the hour: still one e-mail, but every offer is in the thread and the swap is unread by the seller.
    await queuedAgo(swapId, OFFER_EMAIL_WINDOW_SECONDS - 5);
    await offer(BUYER, 52);
    expect(await emails()).toHaveLength(1);
    expect(await offersOf(swapId)).toBe(3);
    const [swap] = await context.db.query<{ unread_by: number[] }>('SELECT unread_by FROM swaps WHERE id = $1', [
      swapId,
    ]);
    expect(swap!.unread_by).toContain(item!.seller_id);

    // Another buyer's offer on the same item is e-mailed: the window is per buyer and item.
    const otherSwap = await offer(OTHER_BUYER, 55);
    expect((await emails()).map((email) => email.swap_id)).toEqual([swapId, otherSwap]);

    // Just past the hour: e-mailed again.
    await queuedAgo(swapId, OFFER_EMAIL_WINDOW_SECONDS + 1);
    await offer(BUYER, 53);
    expect((await emails()).map((email) => [email.swap_id, email.subject])).toEqual([
      [swapId, expect.stringContaining('$50')],
      [otherSwap, expect.stringContaining('$55')],
      [swapId, expect.stringContaining('$53')],
    ]);
  });
});
