import { Module } from '@nestjs/common';
import { notFound } from '@server/common/errors.js';
import { UsersModule } from '@server/users/users.module.js';
import {
  PUBLIC_PAGE_READER,
  PublicPagesService,
  type PublicPageReader,
} from './public-pages.service.js';

// STAND-IN until i14-api is merged: every page is not there.
const standInReader: PublicPageReader = {
  profile: () => Promise.reject(notFound('PUBLIC_PAGE_NOT_FOUND' as never, 'Not Found')),
  pack: () => Promise.reject(notFound('PUBLIC_PAGE_NOT_FOUND' as never, 'Not Found')),
  trip: () => Promise.reject(notFound('PUBLIC_PAGE_NOT_FOUND' as never, 'Not Found')),
};

/**
 * The server-rendered public pages (/u/...): PublicPagesService renders and caches them,
 * mountPublicPages (public-pages.routes.ts) puts them in front of the client's files.
 */
@Module({
  imports: [UsersModule],
  providers: [PublicPagesService, { provide: PUBLIC_PAGE_READER, useValue: standInReader }],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}
