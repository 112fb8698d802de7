import { ApiProperty } from '@nestjs/swagger';
import { RETIREMENT_HINTS, type RetirementHint } from '@server/domain/gear-retirement.js';

/**
 * An item's use: every activity it was named on or carried in the pack of (a bundle's items
 * included), and how worn that leaves it against the distance it should be retired after.
 */
export class GearMileageDto {
  @ApiProperty({ format: 'uuid' })
  gearItemId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer', description: 'Activities (of the category asked for).' })
  count: number;

  @ApiProperty({ format: 'double', description: 'Metres (of the category asked for).' })
  distanceM: number;

  @ApiProperty({
    format: 'double',
    description: 'Seconds, moving time where known, else elapsed (of the category asked for).',
  })
  movingS: number;

  @ApiProperty({ description: 'Named on an activity itself (shoes, poles), not only packed.' })
  direct: boolean;

  @ApiProperty({
    format: 'double',
    description: 'Metres over every category: what wears the item out.',
  })
  totalDistanceM: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Metres after which to retire it: its own retireAfterM, else 600 km for shoes; null for ' +
      'no limit.',
  })
  retirementDistanceM: number | null;

  @ApiProperty({
    type: Number,
    format: 'double',
    nullable: true,
    description: 'totalDistanceM over retirementDistanceM (1 is the limit); null without one.',
  })
  wornShare: number | null;

  @ApiProperty({
    enum: RETIREMENT_HINTS,
    enumName: 'RetirementHint',
    nullable: true,
    description: 'soon from 90 % of the limit, due from 100 %; null before or without one.',
  })
  retirementHint: RetirementHint | null;
}

/** GET /api/activities/gear-mileage: every item used, over all categories (Explorer). */
export class GearMileageListDto {
  @ApiProperty({
    type: () => [GearMileageDto],
    description:
      'Each item used on an activity, the most distance first; unused items are left out.',
  })
  items: GearMileageDto[];
}
