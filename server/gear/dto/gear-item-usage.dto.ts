import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { MAX_BULK_IDS } from '@server/domain/limits.js';

/** The body of POST /api/gear/items/usage: the items about to be deleted. */
export class GearItemUsageQueryDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BULK_IDS })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_IDS)
  @ArrayUnique({ message: 'ids must not repeat an item' })
  @IsUUID('all', { each: true })
  ids: string[];
}

export class PackUsageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer', description: 'How many of the items are lines of the pack.' })
  lines: number;

  @ApiProperty({
    type: 'integer',
    description: 'How many of the items the pack carries inside its bundles.',
  })
  inBundles: number;
}

export class BundleUsageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer', description: 'How many of the items the bundle holds.' })
  entries: number;
}

/** Where the items are used: what deleting them takes from (their lines and entries go). */
export class GearItemUsageDto {
  @ApiProperty({ type: [PackUsageDto], description: 'By name.' })
  packs: PackUsageDto[];

  @ApiProperty({ type: [BundleUsageDto], description: 'By name.' })
  bundles: BundleUsageDto[];
}
