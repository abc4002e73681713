import { allowsSandboxMoney } from '../config/environment';
import type { PayoutProvider } from './provider';
import { sandboxPayoutProvider } from './sandbox';
import { unavailablePayoutProvider } from './unavailable';

/**
 * The payout provider for this KS_ENV: the sandbox (no money moves) everywhere but production; production has no
 * provider wired in yet, so every cash-out answers 503 there. A real provider becomes a third one chosen here.
 */
export function payoutProviderFromEnvironment(env: Record<string, string | undefined> = process.env): PayoutProvider {
  return allowsSandboxMoney(env) ? sandboxPayoutProvider() : unavailablePayoutProvider();
}
