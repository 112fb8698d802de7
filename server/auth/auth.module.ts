import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BuiltinProviderModule } from '@server/builtin-provider/builtin-provider.module.js';
import type { AppConfig } from '@server/config/app-config.js';
import { UsersModule } from '@server/users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { OidcClientService, usesBuiltinProvider } from './oidc/oidc-client.service.js';
import { SessionGuard } from './session.guard.js';

/** Sign-in through the configured provider (or the built-in one), and the session guard. */
@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [UsersModule, ...(usesBuiltinProvider(config) ? [BuiltinProviderModule] : [])],
      controllers: [AuthController],
      providers: [AuthService, OidcClientService, { provide: APP_GUARD, useClass: SessionGuard }],
    };
  }
}
