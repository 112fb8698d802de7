import { html } from '../pages/html.js';

export interface ResetMailFacts {
  /** The account's address, where the mail goes. */
  to: string;
  givenName: string;
  /** The reset page, on PUBLIC_URL. */
  link: string;
  /** How long the link works. */
  minutes: number;
}

export interface ResetMailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const greeting = (givenName: string): string => (givenName ? `Hello ${givenName},` : 'Hello,');

/** The mail with the link: plain text for every client, and a simple HTML part. */
export function resetMailMessage({
  to,
  givenName,
  link,
  minutes,
}: ResetMailFacts): ResetMailMessage {
  const asked = `Someone, we hope you, asked to reset the password of your Packtrail account (${to}).`;
  const open = `To choose a new password, open this link within ${minutes} minutes. It works once.`;
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  const text = [greeting(givenName), '', asked, open, '', link, '', ignore, ''].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #16201b">
        <p>${greeting(givenName)}</p>
        <p>${asked}<br />${open}</p>
        <p>
          <a
            href="${link}"
            style="display: inline-block; padding: 10px 16px; border-radius: 8px; background: #1f6f4a; color: #ffffff; font-weight: 600; text-decoration: none"
            >Choose a new password</a
          >
        </p>
        <p style="font-size: 14px; color: #4d5a53">
          Or paste this address in your browser: ${link}
        </p>
        <p>${ignore}</p>
      </body>
    </html>`.value;
  return { to, subject: 'Reset your Packtrail password', text, html: body };
}
