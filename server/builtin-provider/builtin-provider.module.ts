import { Module } from '@nestjs/common';
import { BuiltinProviderService } from './builtin-provider.service.js';

/**
 * The built-in sign-in provider (imported only when no external provider is configured). Needs
 * the TypeORM DataSource and AppConfig, both global; createApp starts it and mounts its handler.
 */
@Module({ providers: [BuiltinProviderService], exports: [BuiltinProviderService] })
export class BuiltinProviderModule {}
