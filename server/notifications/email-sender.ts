import { allowsDevStandIns, serverMode } from '../config/environment';

/** One e-mail: plain text, to one address. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail (the notice outbox's). A real implementation calls a mail provider and throws when the provider
 * refuses or cannot be reached; the outbox then tries again later.
 */
export interface EmailSender {
  /** False when no provider is configured: nothing is sent and the outbox keeps its rows for later. */
  readonly available: boolean;
  send(message: EmailMessage): Promise<void>;
}

/**
 * The development and test stand-in: the e-mail goes to the server log, not to a mailbox. In development with its
 * text (the links in it: an e-mail change's), in tests as one line.
 */
export function logEmailSender({ withText }: { withText: boolean }): EmailSender {
  return {
    available: true,
    async send({ to, subject, text }) {
      console.info(withText ? `[mail] to ${to}: ${subject}\n${text}` : `[mail] to ${to}: ${subject}`);
    },
  };
}

/** Production has no mail provider configured here: the outbox waits for one. */
export const unavailableEmailSender: EmailSender = {
  available: false,
  async send() {
    throw new Error('No mail provider is configured');
  },
};

/** KS_ENV development or test: the log stand-in; anywhere else no provider (until one is wired in). */
export function emailSenderFromEnvironment(env: Record<string, string | undefined> = process.env): EmailSender {
  if (!allowsDevStandIns(env)) return unavailableEmailSender;
  return logEmailSender({ withText: serverMode(env) === 'development' });
}
