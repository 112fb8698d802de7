import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readMail, type Mail } from './mime.js';

export interface ReceivedMail extends Mail {
  /** The envelope: who the server was told the mail is from and for. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The login the client gave, if it gave one. */
  user?: string;
}

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  readonly mails: readonly ReceivedMail[];
  /** The first mail (received already or later) for `to`; fails after `timeoutMs`. */
  mailFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Holds every delivery at its last step (the message is in, the server has not said OK) until
   * the returned release() is called: a mail server that takes its time.
   */
  hold(): { release: () => void; arrived: Promise<void> };
  close(): Promise<void>;
}

interface Waiter {
  to: string;
  resolve: (mail: ReceivedMail) => void;
}

let saved = 0;

function save(folder: string, recipients: { address: string }[], chunks: Buffer[]): void {
  for (const { address } of recipients) {
    saved += 1;
    const name = `${encodeURIComponent(address.toLowerCase())}.${String(saved).padStart(6, '0')}.eml`;
    writeFileSync(join(folder, name), Buffer.concat(chunks));
  }
}

const isFor = (mail: ReceivedMail, to: string): boolean =>
  mail.envelopeTo.some((address) => address.toLowerCase() === to.toLowerCase());

export interface SmtpStandInOptions {
  /**
   * A folder to write each mail to as well, `<recipient>.<nnnnnn>.eml`, for test processes other
   * than the one running the stand-in (the browser tests' global setup runs it).
   */
  saveTo?: string;
}

/**
 * A mail server on 127.0.0.1 that speaks real SMTP (the nodemailer project's smtp-server, the
 * same protocol a real relay speaks, without TLS), takes any login, and keeps what it receives.
 */
export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  let waiters: Waiter[] = [];
  let held: { until: Promise<void>; arrive: () => void } | undefined;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.saveTo) save(options.saveTo, session.envelope.rcptTo, chunks);
        const hold = held;
        if (hold) {
          hold.arrive();
          void hold.until.then(() => deliver());
        } else deliver();
      });
      const deliver = () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail: ReceivedMail = {
          ...readMail(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        };
        mails.push(mail);
        const [ready, waiting] = [
          waiters.filter((waiter) => isFor(mail, waiter.to)),
          waiters.filter((waiter) => !isFor(mail, waiter.to)),
        ];
        waiters = waiting;
        for (const waiter of ready) waiter.resolve(mail);
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailFor: (to, timeoutMs = 20_000) => {
      const received = mails.find((mail) => isFor(mail, to));
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`No mail for ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    hold: () => {
      let release = (): void => undefined;
      let arrive = (): void => undefined;
      const until = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      held = { until, arrive };
      return {
        arrived,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
