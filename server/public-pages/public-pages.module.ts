import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PublicModule } from '@server/public/public.module.js';
import { UsersModule } from '@server/users/users.module.js';
import { OwnerWritesInterceptor } from './owner-writes.interceptor.js';
import { PublicPagesService } from './public-pages.service.js';

/**
 * The server-rendered public pages (/u/...): PublicPagesService renders them from
 * PublicReadService's data and caches them, each page checked against its owner's version
 * (OwnerWritesInterceptor raises it on every write, whichever server takes it);
 * mountPublicPages (public-pages.routes.ts) puts them in front of the client's files.
 */
@Module({
  imports: [PublicModule, UsersModule],
  providers: [PublicPagesService, { provide: APP_INTERCEPTOR, useClass: OwnerWritesInterceptor }],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}
