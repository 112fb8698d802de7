import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { usesBuiltinProvider } from '@server/auth/oidc/oidc-client.service.js';
import { BuiltinProviderModule } from '@server/builtin-provider/builtin-provider.module.js';
import type { AppConfig } from '@server/config/app-config.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { PackCsvWriterService } from '@server/packs/export/pack-csv-writer.service.js';
import { PhotosModule } from '@server/photos/photos.module.js';
import { UsersModule } from '@server/users/users.module.js';
import { AccountAvatarController } from './account-avatar.controller.js';
import { AccountAvatarService } from './account-avatar.service.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountTransactions } from './account.transactions.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AccountExportController } from './export/account-export.controller.js';
import { AccountExportRepository } from './export/account-export.repository.js';
import { AccountExportService } from './export/account-export.service.js';
import { PACK_CSV_WRITER, type PackCsvWriter } from './export/pack-csv-writer.js';

/** The export's LighterPack files come from the packs module's CSV export (which is one). */
const packCsvWriter: Type<PackCsvWriter> = PackCsvWriterService;

/**
 * The account page's API: profile, avatar, username, preferences, the data export and account
 * deletion. With the built-in sign-in provider,
 * deletion removes its account too.
 */
@Module({})
export class AccountModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AccountModule,
      imports: [
        UsersModule,
        PhotosModule,
        PacksModule,
        ...(usesBuiltinProvider(config) ? [BuiltinProviderModule] : []),
      ],
      controllers: [AccountController, AccountAvatarController, AccountExportController],
      providers: [
        AccountService,
        AccountTransactions,
        AccountAvatarService,
        AccountDeletionService,
        AccountExportRepository,
        AccountExportService,
        { provide: PACK_CSV_WRITER, useExisting: packCsvWriter },
      ],
    };
  }
}
