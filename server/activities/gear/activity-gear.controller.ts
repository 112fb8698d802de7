import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { GearMileageListDto } from '../dto/gear-mileage.dto.js';
import { GearMileageService } from './gear-mileage.service.js';

const EXPLORER = 'PLAN_REQUIRED: the Explorer plan’s.';

/** The gear side of tracking (Explorer): mileage for the library. */
@ApiTags('activities')
@Controller('activities')
export class ActivityGearController {
  constructor(private readonly mileage: GearMileageService) {}

  @Get('gear-mileage')
  @ApiOkResponse({
    type: GearMileageListDto,
    description: 'Each item’s distance, time and activities over every category, and its wear.',
  })
  @ApiForbiddenResponse({ description: EXPLORER })
  gearMileage(@CurrentUserId() ownerId: string): Promise<GearMileageListDto> {
    return this.mileage.library(ownerId);
  }
}
