import { describe, expect, it } from 'vitest';
import { payoutProviderFromEnvironment } from './from-environment';
import type { PayoutRequest } from './provider';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_REFUSED_MESSAGE, SANDBOX_RETURNED_MESSAGE } from './sandbox';

const request = (accountNumber: string): PayoutRequest => ({
  reference: 'payout-7',
  amountCents: 41_250,
  currency: 'USD',
  destination: { holderName: 'Pat Seller', routingNumber: '110000000', accountNumber },
});

describe('the payout provider', () => {
  it('is the sandbox outside production only; a missing or unknown KS_ENV is production', () => {
    const provider = (mode: string | undefined) => payoutProviderFromEnvironment({ KS_ENV: mode });
    expect(
      ['test', 'development', 'staging', undefined, 'production', 'anything-else'].map((mode) => [
        provider(mode).name,
        provider(mode).available,
      ]),
    ).toEqual([
      ['sandbox', true],
      ['sandbox', true],
      ['sandbox', true],
      ['unavailable', false],
      ['unavailable', false],
      ['unavailable', false],
    ]);
  });

  it('refuses to send or ask anything in production (503 payouts_unavailable)', async () => {
    const production = payoutProviderFromEnvironment({ KS_ENV: 'production' });
    const unavailable = { status: 503, errors: [{ code: 'payouts_unavailable' }] };
    await expect(production.send(request(SANDBOX_BANK_ACCOUNTS.paid))).rejects.toMatchObject(unavailable);
    await expect(production.status('sandbox_payout_payout-7')).rejects.toMatchObject(unavailable);
  });

  it('sandbox: pays any account, refuses the closed test account, and has the returned one come back failed', async () => {
    const sandbox = payoutProviderFromEnvironment({ KS_ENV: 'test' });
    const paid = await sandbox.send(request(SANDBOX_BANK_ACCOUNTS.paid));
    // The same reference sent again is the same transfer.
    expect(await sandbox.send(request(SANDBOX_BANK_ACCOUNTS.paid))).toEqual(paid);
    expect(paid).toEqual({ ok: true, providerReference: 'sandbox_payout_payout-7' });
    expect(await sandbox.status('sandbox_payout_payout-7')).toEqual({ state: 'paid' });
    expect(await sandbox.send(request('000987654321'))).toMatchObject({ ok: true });
    expect(await sandbox.send(request(SANDBOX_BANK_ACCOUNTS.refused))).toEqual({
      ok: false,
      message: SANDBOX_REFUSED_MESSAGE,
    });
    const returned = await sandbox.send(request(SANDBOX_BANK_ACCOUNTS.returned));
    expect(returned).toEqual({ ok: true, providerReference: 'sandbox_payout_returned_payout-7' });
    expect(await sandbox.status('sandbox_payout_returned_payout-7')).toEqual({
      state: 'failed',
      message: SANDBOX_RETURNED_MESSAGE,
    });
    // Not one of its references: never guessed failed.
    expect(await sandbox.status('other_provider_123')).toEqual({ state: 'pending' });
  });
});
