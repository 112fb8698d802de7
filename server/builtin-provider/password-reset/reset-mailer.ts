import { createTransport } from 'nodemailer';
import type { ResetMailMessage } from './reset-mail.js';

/** Sends the reset mails. */
export interface ResetMailer {
  send(message: ResetMailMessage): Promise<void>;
  close(): void;
}

// A mail server that does not answer must not hold a send (and the shutdown) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Through the SMTP server of SMTP_URL (STARTTLS whenever it offers it), from SMTP_FROM. */
export function smtpResetMailer(smtpUrl: string, from: string): ResetMailer {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
