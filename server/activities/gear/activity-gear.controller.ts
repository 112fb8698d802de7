import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import {
  ActivityGearDefaultsDto,
  ReplaceActivityGearDefaultsDto,
} from '../dto/activity-gear-defaults.dto.js';
import { CategoryParam } from '../dto/category-param.js';
import { GearMileageListDto } from '../dto/gear-mileage.dto.js';
import { ActivityGearDefaultsService } from './activity-gear-defaults.service.js';
import { GearMileageService } from './gear-mileage.service.js';

const EXPLORER = 'PLAN_REQUIRED: the Explorer plan’s.';
const NO_CATEGORY = 'ACTIVITY_CATEGORY_NOT_FOUND: no such category.';

/** The gear side of tracking (Explorer): mileage for the library, and default gear. */
@ApiTags('activities')
@Controller('activities')
export class ActivityGearController {
  constructor(
    private readonly mileage: GearMileageService,
    private readonly defaults: ActivityGearDefaultsService,
  ) {}

  @Get('gear-mileage')
  @ApiOkResponse({
    type: GearMileageListDto,
    description: 'Each item’s distance, time and activities over every category, and its wear.',
  })
  @ApiForbiddenResponse({ description: EXPLORER })
  gearMileage(@CurrentUserId() ownerId: string): Promise<GearMileageListDto> {
    return this.mileage.library(ownerId);
  }

  @Get('defaults/:category')
  @ApiOkResponse({ type: ActivityGearDefaultsDto })
  @ApiForbiddenResponse({ description: EXPLORER })
  @ApiNotFoundResponse({ description: NO_CATEGORY })
  gearDefaults(
    @CurrentUserId() ownerId: string,
    @CategoryParam() category: ActivityCategory,
  ): Promise<ActivityGearDefaultsDto> {
    return this.defaults.get(ownerId, category);
  }

  @Put('defaults/:category')
  @ApiOkResponse({ type: ActivityGearDefaultsDto, description: 'The category’s defaults, whole.' })
  @ApiBadRequestResponse({
    description: 'A field is malformed, or names a pack or item that is missing or another user’s.',
  })
  @ApiForbiddenResponse({ description: EXPLORER })
  @ApiNotFoundResponse({ description: NO_CATEGORY })
  replaceGearDefaults(
    @CurrentUserId() ownerId: string,
    @CategoryParam() category: ActivityCategory,
    @Body() dto: ReplaceActivityGearDefaultsDto,
  ): Promise<ActivityGearDefaultsDto> {
    return this.defaults.replace(ownerId, category, dto);
  }
}
