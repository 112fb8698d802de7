import { DataSource } from 'typeorm';
import { usesBuiltinProvider } from '@server/auth/oidc/oidc-client.service.js';
import type { AppConfig } from '@server/config/app-config.js';
import { openDatabaseConnection } from '@server/database/database-connection.js';
import { dataSourceOptions } from '@server/database/data-source-options.js';
import { ProviderAccountsRepository } from '../accounts.repository.js';
import { PasswordHasher } from '../password-hashing.js';
import { readForgotPassword } from '../interaction-forms.js';
import { PasswordResets, resetPageUrl } from './password-resets.js';

/** Why no link was made, in words for the operator. */
export class ResetLinkRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResetLinkRefused';
  }
}

/**
 * The operator's way to a reset link when no SMTP server is configured (or a mail did not
 * arrive): a new link for the account of `email`, on the database the server uses, to hand to
 * its owner. Runs migrations first, as the server does at start-up. On the embedded database it
 * fails with DataDirectoryInUseError while a server has it open.
 */
export async function passwordResetLink(config: AppConfig, email: string): Promise<string> {
  if (!usesBuiltinProvider(config)) {
    throw new ResetLinkRefused(
      'This Packtrail signs in with an external provider (OIDC_ISSUER or OIDC_AUTHORIZATION_URL ' +
        'is set): passwords are reset there, not here.',
    );
  }
  const { input, errors } = readForgotPassword({ email });
  if (errors.email) throw new ResetLinkRefused(`${JSON.stringify(email)}: ${errors.email}`);

  const connection = await openDatabaseConnection(config);
  try {
    const dataSource = new DataSource(dataSourceOptions(connection.url, 1));
    await dataSource.initialize();
    try {
      const resets = new PasswordResets({
        dataSource,
        accounts: new ProviderAccountsRepository(dataSource),
        passwords: new PasswordHasher(config.PASSWORD_HASH_COST),
        linkFor: (token) => resetPageUrl(config.PUBLIC_URL, token),
        // Nothing runs in the background here: no mailer.
        onBackgroundError: () => undefined,
      });
      const link = await resets.issueLink(input.email);
      if (!link) throw new ResetLinkRefused(`No account uses ${input.email} on this server.`);
      return link;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await connection.stop();
  }
}
