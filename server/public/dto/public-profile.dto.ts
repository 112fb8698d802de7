import { ApiProperty } from '@nestjs/swagger';
import {
  WEIGHT_SCALES,
  WEIGHT_UNITS,
  type WeightScale,
  type WeightUnit,
} from '@server/domain/weight-units.js';
import { PublicOwnerDto } from './public-owner.dto.js';
import { PublicPackSummaryDto } from './public-pack.dto.js';
import { PublicTripSummaryDto } from './public-trip.dto.js';

/** GET /api/public/users/:username: a public profile with its public packs and trips. */
export class PublicProfileDto {
  @ApiProperty({ type: () => PublicOwnerDto })
  owner: PublicOwnerDto;

  @ApiProperty({ enum: WEIGHT_UNITS, enumName: 'WeightUnit', description: 'The owner’s.' })
  weightUnit: WeightUnit;

  @ApiProperty({ enum: WEIGHT_SCALES, enumName: 'WeightScale', description: 'The owner’s.' })
  weightScale: WeightScale;

  @ApiProperty({ type: () => [PublicPackSummaryDto], description: 'Public ones, newest first.' })
  packs: PublicPackSummaryDto[];

  @ApiProperty({ type: () => [PublicTripSummaryDto], description: 'Public ones, newest first.' })
  trips: PublicTripSummaryDto[];
}
