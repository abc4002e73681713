import { describe, expect, it } from 'vitest';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { paymentGatewayFromEnvironment } from './from-environment';
import { requirePayments, unavailableGateway } from './unavailable';

const charge = { nonce: SANDBOX_NONCES.approved, amount: 10, currency: 'USD' as const, reference: 'cart-1' };
const refund = (transactionId: string) => ({ transactionId, amount: 5, reference: 'swap-1' });
const unavailable = {
  status: 503,
  errors: [{ message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' }],
};

describe('the PaymentGateway seam', () => {
  it('charges through the sandbox outside production only; a missing KS_ENV is production', () => {
    const gateway = (KS_ENV?: string) => paymentGatewayFromEnvironment(KS_ENV === undefined ? {} : { KS_ENV });
    expect(
      [undefined, 'production', 'anything-else'].map((mode) => [gateway(mode).name, gateway(mode).available]),
    ).toEqual([
      ['unavailable', false],
      ['unavailable', false],
      ['unavailable', false],
    ]);
    expect(['staging', 'development', 'test'].map((mode) => [gateway(mode).name, gateway(mode).available])).toEqual([
      ['sandbox', true],
      ['sandbox', true],
      ['sandbox', true],
    ]);
  });

  it('requirePayments answers 503 payments_unavailable before a write; the unavailable gateway refuses a charge all the same', async () => {
    expect(() => requirePayments(unavailableGateway())).toThrow(expect.objectContaining(unavailable));
    expect(() => requirePayments(paymentGatewayFromEnvironment({ KS_ENV: 'test' }))).not.toThrow();
    await expect(unavailableGateway().charge(charge)).rejects.toMatchObject(unavailable);
    await expect(paymentGatewayFromEnvironment({ KS_ENV: 'production' }).charge(charge)).rejects.toMatchObject(
      unavailable,
    );
    await expect(unavailableGateway().refund(refund('sandbox_1'))).rejects.toMatchObject(unavailable);
  });

  it('the sandbox refunds its own charges (and the seeded orders), and refuses an unknown transaction', async () => {
    const sandbox = paymentGatewayFromEnvironment({ KS_ENV: 'test' });
    const paid = await sandbox.charge(charge);
    if (!paid.ok) throw new Error('the approved nonce was refused');
    expect(await sandbox.refund(refund(paid.transactionId))).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^sandbox_refund_/),
    });
    expect((await sandbox.refund(refund('seed-order-3'))).ok).toBe(true);
    expect(await sandbox.refund(refund('ch_elsewhere'))).toEqual({
      ok: false,
      reason: 'unknown_transaction',
      message: 'The payment to refund was not found',
    });
    expect((await sandbox.refund({ ...refund(paid.transactionId), amount: 0 })).ok).toBe(false);
  });

  it('the sandbox vault keeps either test card as a token charged like its nonce; the unavailable gateway refuses', async () => {
    const sandbox = paymentGatewayFromEnvironment({ KS_ENV: 'test' });
    const approved = await sandbox.vaultCard(SANDBOX_NONCES.approved);
    const declined = await sandbox.vaultCard(SANDBOX_NONCES.declined);
    if (!approved.ok || !declined.ok) throw new Error('a test nonce was not vaulted');
    expect(approved.card).toEqual({
      token: expect.stringMatching(/^sandbox_card_approved_/),
      brand: 'Visa',
      last4: '1111',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    });
    expect(await sandbox.vaultCard('tok_elsewhere')).toMatchObject({ ok: false, reason: 'invalid_nonce' });
    const { nonce: _nonce, ...rest } = charge;
    expect((await sandbox.charge({ ...rest, token: approved.card.token })).ok).toBe(true);
    expect(await sandbox.charge({ ...rest, token: declined.card.token })).toMatchObject({
      ok: false,
      reason: 'declined',
    });
    expect(await sandbox.charge({ ...rest, token: 'sandbox_card_forged' })).toMatchObject({ reason: 'invalid_nonce' });
    await expect(unavailableGateway().vaultCard(SANDBOX_NONCES.approved)).rejects.toMatchObject(unavailable);
    await expect(unavailableGateway().forgetCard(approved.card.token)).rejects.toMatchObject(unavailable);
  });
});
