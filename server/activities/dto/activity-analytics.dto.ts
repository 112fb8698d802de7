import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@server/domain/activity-categories.js';
import { ActivityOverviewQueryDto } from './activity-overview.dto.js';
import { GearMileageDto } from './gear-mileage.dto.js';

/** GET /api/activities/analytics/:category: the weeks and months are the viewer's. */
export class ActivityAnalyticsQueryDto extends ActivityOverviewQueryDto {}

/** One week's or month's totals of the category. */
export class ActivityPeriodTotalsDto {
  @ApiProperty({ format: 'date', description: 'The period’s first day (weeks begin on Monday).' })
  start: string;

  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ format: 'double' })
  distanceM: number;

  @ApiProperty({ format: 'double', description: 'Moving time where known, else elapsed.' })
  movingS: number;

  @ApiProperty({ format: 'double' })
  gainM: number;
}

/** A personal best: its value and the activity it was set on. */
export class ActivityBestDto {
  @ApiProperty({ format: 'double', description: 'Metres, or seconds for a fastest distance.' })
  value: number;

  @ApiProperty({ format: 'uuid' })
  activityId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'date-time' })
  startTime: string;
}

export class ActivityBestsDto {
  @ApiProperty({ type: () => ActivityBestDto, nullable: true, description: 'Metres.' })
  longest: ActivityBestDto | null;

  @ApiProperty({ type: () => ActivityBestDto, nullable: true, description: 'Metres climbed.' })
  mostGain: ActivityBestDto | null;

  @ApiProperty({ type: () => ActivityBestDto, nullable: true, description: 'Seconds for 5 km.' })
  fastest5k: ActivityBestDto | null;

  @ApiProperty({ type: () => ActivityBestDto, nullable: true, description: 'Seconds for 10 km.' })
  fastest10k: ActivityBestDto | null;
}

/** /track/{category}: its weeks (a year) and months (two years), all-time totals and bests. */
export class ActivityAnalyticsDto {
  @ApiProperty({ enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  category: ActivityCategory;

  @ApiProperty({ format: 'date', description: 'Today, in the viewer’s zone.' })
  today: string;

  @ApiProperty({
    type: () => [ActivityPeriodTotalsDto],
    description: 'The last 52 weeks with activities.',
  })
  weeks: ActivityPeriodTotalsDto[];

  @ApiProperty({
    type: () => [ActivityPeriodTotalsDto],
    description: 'The last 24 months with activities.',
  })
  months: ActivityPeriodTotalsDto[];

  @ApiProperty({
    type: () => ActivityPeriodTotalsDto,
    description: 'Every activity of the category; start is the first one’s day.',
  })
  allTime: ActivityPeriodTotalsDto;

  @ApiProperty({ type: () => ActivityBestsDto })
  bests: ActivityBestsDto;

  @ApiProperty({
    type: () => [GearMileageDto],
    description:
      'Gear mileage in the category, the most distance first, with each item’s wear over every category.',
  })
  gear: GearMileageDto[];
}
