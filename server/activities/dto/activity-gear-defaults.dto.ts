import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@server/domain/activity-categories.js';
import { ACTIVITY_MAX_GEAR_ITEMS } from '@server/domain/activity-limits.js';
import { NullableIdField } from './activity-fields.js';

/** A pack or an item, by id and name. */
export class NamedRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;
}

/**
 * What a new activity of the category gets when it names none: these items when it names no
 * gear, this pack when it names no pack (manual entries, uploaded files and devices alike).
 */
export class ActivityGearDefaultsDto {
  @ApiProperty({ enum: ACTIVITY_CATEGORIES, enumName: 'ActivityCategory' })
  category: ActivityCategory;

  @ApiProperty({ type: () => NamedRefDto, nullable: true })
  pack: NamedRefDto | null;

  @ApiProperty({ type: () => [NamedRefDto], description: 'By name.' })
  gear: NamedRefDto[];
}

/** The body of PUT /api/activities/defaults/:category: the category's defaults, whole. */
export class ReplaceActivityGearDefaultsDto {
  @NullableIdField('The pack new activities carry; null for none.')
  packId: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    isArray: true,
    maxItems: ACTIVITY_MAX_GEAR_ITEMS,
    description: 'The gear items new activities use (shoes, poles); empty for none.',
  })
  @IsArray({ message: 'gearItemIds must be a list of ids' })
  @ArrayMaxSize(ACTIVITY_MAX_GEAR_ITEMS)
  @IsUUID('all', { each: true, message: 'gearItemIds must hold ids only' })
  gearItemIds: string[];
}
