import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { SearchQueryDto } from './dto/search-query.dto.js';
import { SearchResponseDto } from './dto/search-response.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @ApiOkResponse({
    type: SearchResponseDto,
    description:
      'Everything of the user’s the words find (typos, accents and word forms forgiven), ' +
      'grouped by kind, best first.',
  })
  @ApiBadRequestResponse({ description: 'A parameter is malformed; `errors` names it.' })
  find(
    @CurrentUserId() ownerId: string,
    @Query() query: SearchQueryDto,
  ): Promise<SearchResponseDto> {
    return this.search.search(ownerId, query);
  }
}
