import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, ValidateBy } from 'class-validator';
import { InRange } from '@server/common/validators.js';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@server/domain/activity-categories.js';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE_MAX } from '@server/domain/activity-limits.js';
import { isInstant } from './activity-fields.js';

const InstantParam = (name: string) =>
  ValidateBy({
    name: 'isInstant',
    validator: {
      validate: isInstant,
      defaultMessage: () => `${name} must be a date and time with its offset (or Z)`,
    },
  });

/** GET /api/activities: the latest first, a page at a time, optionally one category and period. */
export class ListActivitiesQueryDto {
  @ApiProperty({ required: false, enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  @IsOptional()
  @IsIn(ACTIVITY_CATEGORIES, {
    message: `category must be one of ${ACTIVITY_CATEGORIES.join(', ')}`,
  })
  category?: ActivityCategory;

  @ApiProperty({ required: false, format: 'date-time', description: 'Started at or after.' })
  @IsOptional()
  @InstantParam('from')
  from?: string;

  @ApiProperty({ required: false, format: 'date-time', description: 'Started before.' })
  @IsOptional()
  @InstantParam('to')
  to?: string;

  @ApiProperty({
    required: false,
    description: 'The previous page’s nextCursor: the page after it.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: 'cursor must be a nextCursor as given' })
  cursor?: string;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: ACTIVITY_PAGE_SIZE_MAX,
    default: ACTIVITY_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @InRange(1, ACTIVITY_PAGE_SIZE_MAX)
  limit?: number;
}
