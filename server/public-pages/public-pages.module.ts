import { Module } from '@nestjs/common';
import { PublicModule } from '@server/public/public.module.js';
import { UsersModule } from '@server/users/users.module.js';
import { PublicPagesService } from './public-pages.service.js';

/**
 * The server-rendered public pages (/u/...): PublicPagesService renders them from
 * PublicReadService's data and caches them; mountPublicPages (public-pages.routes.ts) puts them
 * in front of the client's files.
 */
@Module({
  imports: [PublicModule, UsersModule],
  providers: [PublicPagesService],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}
