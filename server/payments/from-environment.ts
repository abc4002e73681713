import { allowsSandboxMoney } from '../config/environment';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';
import { unavailableGateway } from './unavailable';

/**
 * The payment gateway for this KS_ENV: the sandbox (test nonces, no money moves) everywhere but
 * production; production has no provider wired in yet, so every paid action answers 503 there.
 */
export function paymentGatewayFromEnvironment(env: Record<string, string | undefined> = process.env): PaymentGateway {
  return allowsSandboxMoney(env) ? sandboxGateway() : unavailableGateway();
}
