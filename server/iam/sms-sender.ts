import { randomInt } from 'node:crypto';
import { allowsDevStandIns } from '../config/environment';

/** Sends a text message. A real implementation calls an SMS provider; it throws when sending fails. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** How phone verification codes are made and texted; tests and production swap both. */
export interface PhoneVerificationDeps {
  sms: SmsSender;
  /** A new 6-digit code. */
  newCode: () => string;
}

/** The code every development and test phone verification sends (server/seed/README.md, "Demo accounts"). */
export const DEV_PHONE_CODE = '246813';

/** The development stand-in: the text goes to the server log instead of a phone. */
export const logSmsSender: SmsSender = {
  async send(phone, text) {
    console.info(`[sms] to ${phone}: ${text}`);
  },
};

/** Production has no SMS provider configured here: sending fails, and the caller answers 503. */
export const unavailableSmsSender: SmsSender = {
  async send() {
    throw new Error('No SMS provider is configured');
  },
};

/** A random 6-digit code, leading zeros kept. */
export const randomPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * KS_ENV development or test: the log sender and the fixed DEV_PHONE_CODE, so the demo and e2e can
 * verify a phone; anywhere else random codes and no provider (until one is wired in).
 */
export function phoneVerificationFromEnvironment(
  env: Record<string, string | undefined> = process.env,
): PhoneVerificationDeps {
  return allowsDevStandIns(env)
    ? { sms: logSmsSender, newCode: () => DEV_PHONE_CODE }
    : { sms: unavailableSmsSender, newCode: randomPhoneCode };
}
