import { Module } from '@nestjs/common';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/**
 * Search over everything a user owns (issue 24). The documents it reads are kept by the
 * database itself (triggers on each table, migration 36), so no module has to tell it of a
 * write.
 */
@Module({
  controllers: [SearchController],
  providers: [SearchRepository, SearchService],
})
export class SearchModule {}
