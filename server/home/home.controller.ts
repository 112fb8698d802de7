import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { HomeDto, HomeQueryDto } from './dto/home.dto.js';
import { HomeService } from './home.service.js';

@ApiTags('home')
@Controller('home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @ApiOkResponse({ type: HomeDto, description: 'The home screen, in four queries.' })
  @ApiBadRequestResponse({ description: 'timeZone is missing or unknown.' })
  get(@CurrentUserId() ownerId: string, @Query() query: HomeQueryDto): Promise<HomeDto> {
    return this.home.home(ownerId, query.timeZone);
  }
}
