import 'reflect-metadata';
import {
  passwordResetLink,
  ResetLinkRefused,
} from '@server/builtin-provider/password-reset/password-reset-link.js';
import { RESET_LINK_MINUTES } from '@server/builtin-provider/password-reset/password-resets.js';
import { ConfigError, loadConfig } from '@server/config/load-config.js';
import { DataDirectoryInUseError } from '@server/database/data-directory-lock.js';

/**
 * `npm run password-reset-link -- someone@example.com`: prints a password reset link for that
 * account (the link alone on standard output, the words around it on standard error). Run it
 * with the server's environment (PUBLIC_URL, DATABASE_URL or DATA_DIR).
 */
async function main(args: string[]): Promise<number> {
  const [email, ...extra] = args;
  if (!email || extra.length > 0) {
    process.stderr.write('Usage: npm run password-reset-link -- someone@example.com\n');
    return 2;
  }
  try {
    const link = await passwordResetLink(loadConfig(), email);
    process.stderr.write(
      `A password reset link for ${email.trim()}; it works once, for ${RESET_LINK_MINUTES} minutes:\n`,
    );
    process.stdout.write(`${link}\n`);
    return 0;
  } catch (error) {
    const known =
      error instanceof ResetLinkRefused ||
      error instanceof ConfigError ||
      error instanceof DataDirectoryInUseError;
    const message = known ? error.message : error instanceof Error ? error.stack : String(error);
    process.stderr.write(`No link made. ${message}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
