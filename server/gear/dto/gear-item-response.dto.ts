import { ApiProperty } from '@nestjs/swagger';
import { WEIGHT_UNITS, type WeightUnit } from '@server/domain/weight-units.js';

export class GearItemResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  brand: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  categoryId: string | null;

  @ApiProperty({ type: 'integer', description: 'Integer milligrams.' })
  weightMg: number;

  @ApiProperty({
    enum: WEIGHT_UNITS,
    enumName: 'WeightUnit',
    description: 'The unit the weight was entered in.',
  })
  weightUnit: WeightUnit;

  @ApiProperty({ type: 'integer' })
  quantityOwned: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Integer minor units.' })
  priceMinor: number | null;

  @ApiProperty({ nullable: true, type: String, example: 'EUR' })
  currency: string | null;

  @ApiProperty({ nullable: true, type: String })
  url: string | null;

  @ApiProperty()
  notes: string;

  @ApiProperty({ nullable: true, type: String, example: '/api/photos/…' })
  photoUrl: string | null;

  @ApiProperty()
  retired: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Metres after which to retire it, as set: 0 for no limit; null for the default (600 km ' +
      'for shoes, no limit otherwise).',
  })
  retireAfterM: number | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

export class GearItemPageDto {
  @ApiProperty({ type: [GearItemResponseDto] })
  items: GearItemResponseDto[];

  @ApiProperty({ description: 'Items matching the filters, over all pages.' })
  total: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  offset: number;
}
