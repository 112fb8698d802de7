import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { readMail, type Mail } from '../../support/stand-ins/mime.js';
import './provided.js';

/** The files of the mails to `to` that have arrived so far, oldest first. */
async function mailFiles(to: string): Promise<string[]> {
  const prefix = `${encodeURIComponent(to.toLowerCase())}.`;
  const names = await readdir(inject('mailDir'));
  return names.filter((name) => name.startsWith(prefix)).sort();
}

/**
 * The newest mail the app sent to `to` (through the SMTP stand-in of the global setup), waiting
 * for the `count`-th to arrive: a mail is sent after the page has answered.
 */
export async function mailTo(to: string, count = 1): Promise<Mail> {
  await expect.poll(async () => (await mailFiles(to)).length).toBeGreaterThanOrEqual(count);
  const files = await mailFiles(to);
  const newest = files.at(-1) ?? '';
  return readMail(await readFile(join(inject('mailDir'), newest), 'utf8'));
}

/** The reset link in a mail. */
export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/oidc\/password\/reset\/[\w-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link in:\n${mail.text}`);
  return link;
}
