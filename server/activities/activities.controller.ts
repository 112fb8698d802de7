import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityAnalyticsService } from './activity-analytics.service.js';
import { ActivityAnalyticsDto, ActivityAnalyticsQueryDto } from './dto/activity-analytics.dto.js';
import { CategoryParam } from './dto/category-param.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { CreateActivityDto } from './dto/create-activity.dto.js';
import { ActivityDetailDto, ActivityPageDto } from './dto/activity-response.dto.js';
import { ListActivitiesQueryDto } from './dto/list-activities-query.dto.js';
import { ActivityOverviewDto, ActivityOverviewQueryDto } from './dto/activity-overview.dto.js';
import { UpdateActivityDto } from './dto/update-activity.dto.js';

const MALFORMED = 'A field is missing or malformed; `errors` names it.';
const REFERENCES = 'A pack, trip or gear item that is missing or another user’s names its field.';

/** Activities themselves. Files come in through ActivityFilesController. */
@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly analytics: ActivityAnalyticsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ActivityPageDto, description: 'The latest first, a page at a time.' })
  @ApiBadRequestResponse({ description: MALFORMED })
  list(
    @CurrentUserId() ownerId: string,
    @Query() query: ListActivitiesQueryDto,
  ): Promise<ActivityPageDto> {
    return this.activities.list(ownerId, query);
  }

  @Post()
  @ApiCreatedResponse({ type: ActivityDetailDto, description: 'An activity entered by hand.' })
  @ApiBadRequestResponse({ description: `${MALFORMED} ${REFERENCES}` })
  create(
    @CurrentUserId() ownerId: string,
    @Body() dto: CreateActivityDto,
  ): Promise<ActivityDetailDto> {
    return this.activities.create(ownerId, dto);
  }

  @Get('overview')
  @ApiOkResponse({
    type: ActivityOverviewDto,
    description: 'This week, month and year by category, and the last twelve months by day.',
  })
  @ApiBadRequestResponse({ description: MALFORMED })
  overview(
    @CurrentUserId() ownerId: string,
    @Query() query: ActivityOverviewQueryDto,
  ): Promise<ActivityOverviewDto> {
    return this.activities.overview(ownerId, query.timeZone);
  }

  @Get('analytics/:category')
  @ApiOkResponse({ type: ActivityAnalyticsDto })
  @ApiBadRequestResponse({ description: MALFORMED })
  @ApiForbiddenResponse({ description: 'PLAN_REQUIRED: the Explorer plan’s.' })
  @ApiNotFoundResponse({ description: 'ACTIVITY_CATEGORY_NOT_FOUND: no such category.' })
  categoryAnalytics(
    @CurrentUserId() ownerId: string,
    @CategoryParam() category: ActivityCategory,
    @Query() query: ActivityAnalyticsQueryDto,
  ): Promise<ActivityAnalyticsDto> {
    return this.analytics.analytics(ownerId, category, query.timeZone);
  }

  @Get(':id')
  @ApiOkResponse({ type: ActivityDetailDto })
  @OwnedResource('activity')
  get(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<ActivityDetailDto> {
    return this.activities.get(ownerId, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ActivityDetailDto })
  @OwnedResource('activity', {
    badRequest: `${MALFORMED} ${REFERENCES} A recorded activity's start or figures.`,
  })
  update(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Body() dto: UpdateActivityDto,
  ): Promise<ActivityDetailDto> {
    return this.activities.update(ownerId, id, dto);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, with its route and gear links.' })
  @OwnedResource('activity')
  delete(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.activities.delete(ownerId, id);
  }
}
