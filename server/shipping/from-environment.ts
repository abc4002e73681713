import { allowsSandboxMoney } from '../config/environment';
import type { Carrier } from './carrier';
import { sandboxCarrier } from './sandbox';
import { unavailableCarrier } from './unavailable';

/**
 * The carrier for this KS_ENV: the sandbox (no parcel moves, tracking follows the server clock) everywhere but
 * production; production has no provider wired in yet, so label printing and own tracking answer 503 there.
 */
export function carrierFromEnvironment(env: Record<string, string | undefined> = process.env): Carrier {
  return allowsSandboxMoney(env) ? sandboxCarrier() : unavailableCarrier();
}
