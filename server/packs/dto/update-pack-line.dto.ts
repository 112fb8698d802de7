import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '@server/common/validators.js';
import { LineMarksDto } from './line-marks.dto.js';
import { PackLineEntryDto } from './pack-line-entry.dto.js';
import { QuantityField } from '@server/common/dto/quantity-field.js';

/**
 * The body of PATCH /api/packs/:id/lines/:lineId. `packed` is set to the value sent, never
 * toggled: two tabs ticking the same checklist cannot undo each other. `entry` marks one item of
 * a bundle line; a change to the line's own worn or consumable applies to all its items again.
 */
export class UpdatePackLineDto extends LineMarksDto {
  @QuantityField(false)
  quantity?: number;

  @ApiProperty({ required: false })
  @OptionalNotNull()
  @IsBoolean()
  packed?: boolean;

  @ApiProperty({ required: false, type: () => PackLineEntryDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => PackLineEntryDto)
  entry?: PackLineEntryDto;
}
