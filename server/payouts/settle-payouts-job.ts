import { fieldCipherFromEnvironment, type FieldCipher } from '../config/field-encryption';
import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { openBank, payoutBankContext, type SealedBank } from './bank-details';
import { payoutProviderFromEnvironment } from './from-environment';
import { failPayout } from './payout-ledger';
import { payoutReference } from './payouts';
import type { PayoutProvider, PayoutStatus, PayoutSubmission } from './provider';

/** How long until a payout still on its way (or a provider that did not answer) is asked again. */
const ASK_AGAIN = "interval '1 minute'";

interface DuePayout extends SealedBank {
  id: number;
  amount_cents: number;
  provider_reference: string | null;
}

/**
 * payouts.settle_payouts (server/payouts/README.md 'States'): every pending payout sent with the running provider
 * whose `check_at` has come by the server clock (`ks_now()`) is asked about, one transaction each under its row lock
 * (`FOR UPDATE SKIP LOCKED`: two processes share the due payouts, never ask about one twice at once). Paid: marked
 * paid. Failed: marked failed and its money back in Available (`payout_reversal`). Still on its way, or no answer:
 * asked again a minute on. A payout whose sending was never answered is sent again with its reference (the
 * provider's idempotency key: one transfer). Without a provider (production) nothing is asked and nothing changes.
 * Answers how many payouts it moved (sent, paid or failed): a second run at the same instant moves none.
 */
export async function settlePayouts(
  db: Db,
  provider: PayoutProvider = payoutProviderFromEnvironment(),
  cipher: () => FieldCipher = fieldCipherFromEnvironment,
): Promise<number> {
  if (!provider.available) return 0;
  let moved = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx.query<DuePayout>(
        `SELECT id, amount_cents, provider_reference, bank_holder_name, bank_routing_sealed, bank_account_sealed
           FROM payouts WHERE state = 'pending' AND provider = $1 AND check_at <= ks_now()
          ORDER BY check_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [provider.name],
      );
      if (!due) return 'none';
      const askAgain = async () => {
        await tx.query(`UPDATE payouts SET check_at = ks_now() + ${ASK_AGAIN} WHERE id = $1`, [due.id]);
        return 'unchanged' as const;
      };
      let answer: { sent: PayoutSubmission } | { status: PayoutStatus };
      try {
        answer =
          due.provider_reference === null
            ? {
                sent: await provider.send({
                  reference: payoutReference(due.id),
                  amountCents: Number(due.amount_cents),
                  currency: 'USD',
                  destination: openBank(cipher(), due, (field) => payoutBankContext(due.id, field)),
                }),
              }
            : { status: await provider.status(due.provider_reference) };
      } catch (error) {
        // The provider did not answer (or the snapshot does not open): nothing is guessed, the payout waits.
        console.warn(`[payouts] payout ${due.id}: no answer from ${provider.name}, asked again in a minute:`, error);
        return askAgain();
      }
      if ('sent' in answer) {
        if (!answer.sent.ok) return (await failPayout(tx, due.id, answer.sent.message)) ? 'moved' : 'unchanged';
        await tx.query(`UPDATE payouts SET provider_reference = $2, check_at = ks_now() + ${ASK_AGAIN} WHERE id = $1`, [
          due.id,
          answer.sent.providerReference,
        ]);
        return 'moved';
      }
      if (answer.status.state === 'paid') {
        await tx.query("UPDATE payouts SET state = 'paid', paid_at = ks_now() WHERE id = $1", [due.id]);
        return 'moved';
      }
      if (answer.status.state === 'failed')
        return (await failPayout(tx, due.id, answer.status.message)) ? 'moved' : 'unchanged';
      return askAgain();
    });
    if (outcome === 'none') return moved;
    if (outcome === 'moved') moved += 1;
  }
}

/** settlePayouts every minute on the jobs queue, whichever process is up (listed in server/job-registry.ts). */
export const SETTLE_PAYOUTS_JOB: RecurringJob = {
  kind: 'payouts.settle_payouts',
  everyMs: 60_000,
  run: (db) => settlePayouts(db),
};
