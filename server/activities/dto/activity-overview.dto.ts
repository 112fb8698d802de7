import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@server/domain/activity-categories.js';
import { isTimeZone } from './activity-fields.js';

/** GET /api/activities/overview: the periods and days are the viewer's, in their zone. */
export class ActivityOverviewQueryDto {
  @ApiProperty({ example: 'Europe/Ljubljana', description: 'The viewer’s IANA time zone.' })
  @ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: isTimeZone,
      defaultMessage: () => 'timeZone must be a time zone such as Europe/Ljubljana',
    },
  })
  timeZone: string;
}

/** One category's totals over a period. Times are moving time where known, else elapsed. */
export class ActivityTotalsDto {
  @ApiProperty({ enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  category: ActivityCategory;

  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ format: 'double' })
  distanceM: number;

  @ApiProperty({ format: 'double' })
  movingS: number;

  @ApiProperty({ format: 'double' })
  gainM: number;
}

export class ActivityPeriodDto {
  @ApiProperty({ format: 'date', description: 'Its first day (a week begins on Monday).' })
  start: string;

  @ApiProperty({ type: () => [ActivityTotalsDto], description: 'Categories with activities.' })
  totals: ActivityTotalsDto[];
}

/** A day with activities, by the local date where each took place. */
export class ActivityDayDto {
  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ format: 'double' })
  distanceM: number;

  @ApiProperty({ format: 'double' })
  movingS: number;
}

/** What /track opens with: this week, month and year, and the last twelve months' days. */
export class ActivityOverviewDto {
  @ApiProperty({ type: () => ActivityPeriodDto })
  week: ActivityPeriodDto;

  @ApiProperty({ type: () => ActivityPeriodDto })
  month: ActivityPeriodDto;

  @ApiProperty({ type: () => ActivityPeriodDto })
  year: ActivityPeriodDto;

  @ApiProperty({ format: 'date', description: 'The calendar’s first day: a year ago, a Monday.' })
  calendarStart: string;

  @ApiProperty({ format: 'date', description: 'Today, in the viewer’s zone.' })
  today: string;

  @ApiProperty({ type: () => [ActivityDayDto], description: 'Days with activities, in order.' })
  days: ActivityDayDto[];
}
