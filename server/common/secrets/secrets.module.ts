import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config.js';
import { SecretBox } from './secret-box.js';
import { resolveSecretKeys } from './secret-keys.js';

/**
 * The secret box every module seals its stored secrets with (SecretBox), its keys from
 * SECRETS_KEYS or DATA_DIR/secrets-key (secret-keys.ts). Global: tokens of several services.
 */
@Global()
@Module({
  providers: [
    {
      provide: SecretBox,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        if (!config.SECRETS_KEYS && config.DATABASE_URL) {
          new Logger('Secrets').warn(
            'SECRETS_KEYS is not set: stored tokens are sealed with this server’s own key ' +
              '(DATA_DIR/secrets-key); servers sharing the database cannot read each other’s',
          );
        }
        return new SecretBox(await resolveSecretKeys(config.SECRETS_KEYS, config.DATA_DIR));
      },
    },
  ],
  exports: [SecretBox],
})
export class SecretsModule {}
