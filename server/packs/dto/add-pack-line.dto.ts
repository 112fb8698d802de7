import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { NewPackItemDto } from './new-pack-item.dto.js';
import { QuantityField } from '@server/common/dto/quantity-field.js';

/**
 * The body of POST /api/packs/:id/lines: exactly one of gearItemId, bundleId and newItem
 * (PackLinesService checks that rule, naming the fields), with the line's quantity and flags.
 */
export class AddPackLineDto {
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'One of your library items.',
  })
  @IsOptional()
  @IsUUID('all')
  gearItemId?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'One of your bundles.',
  })
  @IsOptional()
  @IsUUID('all')
  bundleId?: string | null;

  @ApiProperty({ required: false, nullable: true, type: () => NewPackItemDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NewPackItemDto)
  newItem?: NewPackItemDto | null;

  @QuantityField(false)
  quantity?: number;

  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean()
  worn?: boolean;

  @ApiProperty({ required: false, default: false })
  @OptionalNotNull()
  @IsBoolean()
  consumable?: boolean;
}
