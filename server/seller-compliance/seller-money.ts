/**
 * A seller's sales and refunds as the ledger posted them (server/ledger/README.md 'Postings'), the one source of the
 * INFORM Act's figures and the yearly tax documents. Each `sale` or `refund` transaction belongs to the seller whose
 * `pending` account it moves (or, when that leg was 0, the seller of its swap); its figures come from the platform's
 * legs, so they hold after a partial refund and for a seeded sale:
 *
 * - gross (a sale) = what the buyer paid less the postage = the item's price: −buyer_payments − postage;
 * - refunded (a refund) = what went back to the buyer less the postage: buyer_payments + postage;
 * - fee = the `fees` leg (positive on a sale, negative when a refund gives the fee back), so fees add up net.
 */
export const SELLER_MONEY_SQL = `
  SELECT t.id, t.kind, t.created_at, m.seller_id,
         CASE WHEN t.kind = 'sale' THEN -(m.buyer_cents + m.postage_cents) ELSE 0 END AS gross_cents,
         CASE WHEN t.kind = 'refund' THEN m.buyer_cents + m.postage_cents ELSE 0 END AS refunded_cents,
         m.fee_cents
    FROM ledger_transactions t
    CROSS JOIN LATERAL (
      SELECT coalesce(max(a.owner_id) FILTER (WHERE a.kind = 'pending'),
                      (SELECT s.seller_id FROM swaps s WHERE s.id = t.swap_id)) AS seller_id,
             coalesce(sum(e.amount_cents) FILTER (WHERE a.owner_id IS NULL AND a.kind = 'buyer_payments'), 0) AS buyer_cents,
             coalesce(sum(e.amount_cents) FILTER (WHERE a.owner_id IS NULL AND a.kind = 'postage'), 0) AS postage_cents,
             coalesce(sum(e.amount_cents) FILTER (WHERE a.owner_id IS NULL AND a.kind = 'fees'), 0) AS fee_cents
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE e.transaction_id = t.id) m
   WHERE t.kind IN ('sale', 'refund')`;
